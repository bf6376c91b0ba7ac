import type { Metadata } from 'next';
import Link from 'next/link';
import { listMyOrders } from '@/lib/api/orders';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { OrderList } from '@/modules/orders/OrderList';
import { OrderPagination } from '@/modules/orders/OrderPagination';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/orders/orders.module.css';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false } };

/** Orders per page (the spec leaves the list page size open; orders are newest first). */
const pageSize = 20;

const pageNumber = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1;
};

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await requireCustomerToActFor('/customer/account/orders'))) return <CustomerRequired title="My Orders" />;
  const page = pageNumber((await searchParams).page);
  const result = await listMyOrders(page, pageSize);
  const pageCount = result.ok ? Math.max(1, Math.ceil((result.value.total ?? result.value.count) / pageSize)) : 1;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>My Orders</h1>
        <Link href="/customer/account/recent">Recently bought items</Link>
      </div>
      {!result.ok ? (
        <p role="alert" className={styles.error}>
          Your orders cannot be shown right now. Please try again later.
        </p>
      ) : result.value.results.length === 0 ? (
        <p className={styles.empty}>
          {page > 1 ? 'There are no more orders.' : 'You have not placed any orders in the last 100 days.'}
        </p>
      ) : (
        <>
          <OrderList orders={result.value.results} />
          <OrderPagination page={Math.min(page, pageCount)} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
