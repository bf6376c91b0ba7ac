import { randomUUID } from 'node:crypto';
import { isoDate, messages, support } from '@chairside/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { listMyCards } from '@/lib/api/cards';
import { readCart } from '@/lib/api/carts';
import { listShippingMethods } from '@/lib/api/checkout';
import { paymentFieldsOrigin } from '@/lib/payment-fields-origin';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CheckoutForm } from '@/modules/checkout/CheckoutForm';
import { CheckoutSummary } from '@/modules/checkout/CheckoutSummary';
import { checkoutStartedProperties } from '@/modules/checkout/checkout-analytics';
import {
  billingAddressOptions,
  initialChoice,
  officeFlags,
  paymentOptions,
  shippingAddressOptions,
  shippingOptions,
} from '@/modules/checkout/checkout-view';
import { TrackCommerceEvent } from '@/modules/checkout/TrackCommerceEvent';
import { savedCardOptions } from '@/modules/payments/card-choice';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/checkout/checkout.module.css';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** Spec §7: analytics failures (a line without sku) are logged only; the page goes on without the event. */
function startedProperties(cart: Parameters<typeof checkoutStartedProperties>[0]) {
  try {
    return checkoutStartedProperties(cart);
  } catch (error) {
    console.error('Checkout Started not sent:', error);
    return undefined;
  }
}

/** Spec §2 checkout (login required): the active cart placed as an order, per visitor on every request. */
export default async function CheckoutPage() {
  const customer = await requireCustomerToActFor('/checkout');
  if (!customer) return <CustomerRequired title="Checkout" />;
  const [read, methods, cards] = await Promise.all([readCart(), listShippingMethods(), listMyCards()]);
  const cart = read.status === 'ok' ? read.cart : undefined;

  if (read.status === 'unavailable' || methods === undefined) {
    return (
      <div className={styles.page}>
        <h1>Checkout</h1>
        <p role="alert" className={styles.formError} data-testid="checkout-unavailable">
          Checkout is not available right now. Please try again in a moment.
        </p>
      </div>
    );
  }
  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className={styles.page}>
        <h1>Checkout</h1>
        <p data-testid="checkout-empty">
          Your cart is empty. <Link href="/checkout/cart">Back to your cart</Link>
        </p>
      </div>
    );
  }

  const payment = paymentOptions(officeFlags(customer));
  const addresses = shippingAddressOptions(customer, cart, isoDate(new Date()));
  const billing = billingAddressOptions(customer);
  const shipping = shippingOptions(methods, cart.display.lineItemsTotal);
  const properties = startedProperties(cart);
  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      {properties ? <TrackCommerceEvent event="Checkout Started" properties={properties} /> : null}
      <div className={styles.layout}>
        {!payment.allowed ? (
          <div className={styles.notice} role="alert" data-testid="checkout-refused">
            <p>{payment.message}</p>
            <p>
              <a href={support.phoneHref}>Call {support.phone}</a>
            </p>
          </div>
        ) : addresses.length === 0 ? (
          <div className={styles.notice} role="alert" data-testid="checkout-no-address">
            <p>{messages.noShippingAddress(support.phone)}</p>
          </div>
        ) : (
          <CheckoutForm
            idempotencyKey={randomUUID()}
            shippingAddresses={addresses}
            billingAddresses={billing}
            shippingMethods={shipping}
            savedCards={savedCardOptions(cards ?? [])}
            onAccountAllowed={payment.onAccount}
            cardFieldsOrigin={paymentFieldsOrigin()}
            initial={{
              shippingAddressId:
                initialChoice(addresses, cart.shippingAddress?.id, customer.defaultShippingAddressId) ?? '',
              billingAddressId: initialChoice(billing, cart.billingAddress?.id, customer.defaultBillingAddressId) ?? '',
              shippingMethodId: initialChoice(shipping, cart.shippingInfo?.shippingMethod.id) ?? '',
            }}
            onCart={{
              shippingAddressId: cart.shippingAddress?.id,
              billingAddressId: cart.billingAddress?.id,
              shippingMethodId: cart.shippingInfo?.shippingMethod.id,
            }}
          />
        )}
        <CheckoutSummary cart={cart} />
      </div>
    </div>
  );
}
