'use server';

import { randomUUID } from 'node:crypto';
import { idempotencyKeySchema, type Cart } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import { refresh, revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { addMyCard } from '@/lib/api/cards';
import { readCart, updateCart } from '@/lib/api/carts';
import { placeOrder, repriceCart } from '@/lib/api/checkout';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { postedForm } from '@/modules/account/validation';
import { repricedCartPath } from '@/modules/cart/reprice-active-cart';
import { changesShippingAddress, choiceActions, type CartChoices } from './cart-choices';
import { newCardChoice } from '@/modules/payments/card-choice';
import { checkoutInputErrors, checkoutInputOf } from './checkout-input';
import { officeFlags, paymentOptions } from './checkout-view';
import { orderCompletedMarker } from './order-completed-marker';
import { checkoutTexts, failureOutcome, type ApiFailure, type CheckoutFormState } from './place-order-outcome';

const checkoutPath = '/checkout';

async function activeCartWithLines(): Promise<Cart | undefined> {
  const read = await readCart();
  const cart = read.status === 'ok' ? read.cart : undefined;
  return cart && cart.lineItems.length > 0 ? cart : undefined;
}

type ChoiceResult = { ok: true } | { ok: false; message: string; field?: 'shippingAddressId'; attention?: boolean };

/**
 * Puts the checkout's choices on the cart. A new shipping address reprices the cart (spec §4):
 * when a price changed, the customer is sent to /checkout/cart to review it. An address customer
 * service has blocked gets the Attention popup (spec §8).
 */
async function applyChoices(cart: Cart, choices: CartChoices): Promise<ChoiceResult> {
  const actions = choiceActions(cart, choices);
  if (actions.length === 0) return { ok: true };
  const result = await updateCart(actions);
  if (!result.ok) {
    if (result.reason === 'rejected' && result.code === 'AddressNotEligible')
      return { ok: false, message: result.message, field: 'shippingAddressId', attention: true };
    return { ok: false, message: result.reason === 'rejected' ? result.message : checkoutTexts.orderFailed };
  }
  if (changesShippingAddress(actions)) {
    const repriced = await repriceCart(cart.id);
    if (repriced.ok && repriced.changes.length > 0) {
      revalidatePath('/', 'layout');
      redirect(repricedCartPath);
    }
  }
  return { ok: true };
}

/**
 * A choice changed on the page (shipping address, billing address, shipping method): onto the cart, then the page again
 * with the new totals.
 */
export async function updateCheckoutChoiceAction(choices: CartChoices): Promise<ChoiceResult> {
  await requireCustomerForAction(checkoutPath);
  const cart = await activeCartWithLines();
  if (!cart) redirect('/checkout/cart');
  const clean = Object.fromEntries(
    Object.entries(choices).filter(
      ([name, value]) =>
        ['shippingAddressId', 'billingAddressId', 'shippingMethodId'].includes(name) &&
        typeof value === 'string' &&
        value.length <= 64,
    ),
  );
  const result = await applyChoices(cart, clean);
  refresh();
  return result;
}

function failed(failure: ApiFailure, key: string): CheckoutFormState {
  const outcome = failureOutcome(failure);
  if (outcome.kind === 'signIn') redirect(`/customer/account/login?redirect=${encodeURIComponent(checkoutPath)}`);
  if (outcome.kind === 'repriced') {
    revalidatePath('/', 'layout');
    redirect(repricedCartPath);
  }
  // An unanswered attempt keeps its key (a retry replays it); a settled refusal gets a new one for the corrected order.
  return {
    idempotencyKey: outcome.retrySameKey ? key : randomUUID(),
    formError: outcome.formError,
    fieldErrors: outcome.fieldErrors,
  };
}

/**
 * Places the order (spec §7 POST /ct/hs-orders). The page's hidden Idempotency-Key names this
 * checkout attempt, so a double click or a retry after a timeout replays the first answer instead
 * of ordering twice. A new card comes as the payment gateway's token for it and is kept first
 * (POST /mw/cards, its key derived from the attempt's). Success leaves the "Order Completed"
 * note for the browser, renders the header again (the cart is gone) and shows the order number.
 */
export async function placeOrderAction(_previous: CheckoutFormState, posted: unknown): Promise<CheckoutFormState> {
  const formData = postedForm(posted);
  const customer = await requireCustomerForAction(checkoutPath);
  const key = idempotencyKeySchema.safeParse(formData.get('idempotencyKey')).data ?? randomUUID();
  const input = checkoutInputOf(formData);
  const payment = paymentOptions(officeFlags(customer));
  if (!payment.allowed) return { idempotencyKey: key, formError: payment.message };
  const fieldErrors = checkoutInputErrors(input, {
    onAccountAllowed: payment.onAccount,
    billingRequired: customer.billingAddressIds.length > 0,
  });
  if (Object.keys(fieldErrors).length > 0) return { idempotencyKey: key, fieldErrors, formError: messages.formInvalid };

  const cart = await activeCartWithLines();
  if (!cart) return { idempotencyKey: key, formError: checkoutTexts.emptyCart };
  const choice = await applyChoices(cart, input);
  if (!choice.ok)
    return {
      idempotencyKey: randomUUID(),
      formError: choice.message,
      ...(choice.field ? { fieldErrors: { [choice.field]: choice.message } } : {}),
    };

  let cardUuid: string | undefined;
  if (input.payment === 'card' && input.cardUuid === newCardChoice) {
    const card = await addMyCard({ token: input.cardToken, save: input.saveCard }, `${key}-card`);
    if (!card.ok)
      return failed({ status: card.status, code: card.code, message: card.message, field: card.fields[0]?.field }, key);
    cardUuid = card.value.uuid;
  } else if (input.payment === 'card') cardUuid = input.cardUuid;

  const result = await placeOrder(
    {
      cart_id: cart.id,
      ...(cardUuid ? { card: true, card_uuid: cardUuid } : {}),
      ...(input.poNumber ? { po_number: input.poNumber } : {}),
    },
    key,
  );
  if (!result.ok) return failed(result, key);

  (await cookies()).set(orderCompletedMarker.name, result.order.orderNumber, {
    httpOnly: false,
    sameSite: 'lax',
    path: orderCompletedMarker.path,
    maxAge: orderCompletedMarker.maxAgeSeconds,
  });
  revalidatePath('/', 'layout');
  redirect(`/checkout/success?order=${encodeURIComponent(result.order.orderNumber)}`);
}
