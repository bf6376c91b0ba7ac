import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { findMyOrderByNumber } from '@/lib/api/checkout';
import { getMyOrder } from '@/lib/api/orders';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { OrderConfirmation } from '@/modules/checkout/OrderConfirmation';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/checkout/checkout.module.css';

export const metadata: Metadata = { title: 'Thank you for your order', robots: { index: false } };

/** Spec §2 checkout-success (login required): the customer's own order, read through the API by its number. */
export default async function CheckoutSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const number = (await searchParams).order;
  const orderNumber = typeof number === 'string' && number.length > 0 && number.length <= 64 ? number : undefined;
  const customer = await requireCustomerToActFor(
    orderNumber ? `/checkout/success?order=${encodeURIComponent(orderNumber)}` : '/checkout/success',
  );
  if (!customer) return <CustomerRequired title="Thank you for your order" />;
  if (!orderNumber) notFound();
  const found = await findMyOrderByNumber(orderNumber);
  // Someone else's order and a missing one look the same.
  if (found.ok && !found.order) notFound();
  // Read again by id: that read expands the payment (card brand and last 4).
  const read = found.ok && found.order ? await getMyOrder(found.order.id) : undefined;
  return (
    <div className={`${styles.page} ${styles.success}`}>
      {read?.ok ? (
        <OrderConfirmation order={read.value} />
      ) : (
        <>
          <h1>Thank you for your order</h1>
          <p role="alert" className={styles.formError}>
            Your order {orderNumber} cannot be shown right now. You will find it in{' '}
            <Link href="/customer/account/orders">your orders</Link>.
          </p>
        </>
      )}
    </div>
  );
}
