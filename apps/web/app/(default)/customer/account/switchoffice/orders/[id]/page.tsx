import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getRepOrder } from '@/lib/api/sales-reps';
import { OrderDetail } from '@/modules/orders/OrderDetail';
import { salesRepPaths } from '@/modules/sales-rep/paths';
import { requireSalesRepPage } from '@/modules/sales-rep/require-sales-rep';
import styles from '@/modules/orders/orders.module.css';

export const metadata: Metadata = { title: 'Order Details', robots: { index: false } };

/** An order of one of the representative's customers (GET /mw/sales-reps/orders/{id}), synced or not. */
export default async function RepOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireSalesRepPage(salesRepPaths.order(id));
  const result = await getRepOrder(id);
  // Another representative's customer's order and a missing one look the same (the API answers 404 for both).
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  return (
    <div className={styles.page}>
      <p>
        <Link href="/customer/account">← Dashboard</Link>
      </p>
      {result.ok ? (
        <>
          {result.value.customerEmail ? <p className={styles.muted}>Customer {result.value.customerEmail}</p> : null}
          <OrderDetail order={result.value} />
        </>
      ) : (
        <p role="alert" className={styles.error}>
          This order cannot be shown right now. Please try again later.
        </p>
      )}
    </div>
  );
}
