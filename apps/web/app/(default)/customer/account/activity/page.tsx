import type { Metadata } from 'next';
import Link from 'next/link';
import { listAuditEvents } from '@/lib/api/sales-reps';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { OrderPagination } from '@/modules/orders/OrderPagination';
import { ActivityList } from '@/modules/sales-rep/ActivityList';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/orders/orders.module.css';

export const metadata: Metadata = { title: 'Activity', robots: { index: false } };

const path = '/customer/account/activity';
const pageSize = 25;
const pageHref = (page: number) => (page <= 1 ? path : `${path}?page=${page}`);

const pageNumber = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 4_000 ? page : 1;
};

/**
 * The office's audit trail (issue 18): every sync a sales representative started or ended and every change made for
 * the office, by whom and for whom.
 */
export default async function ActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await requireCustomerToActFor(path))) return <CustomerRequired title="Activity" />;
  const page = pageNumber((await searchParams).page);
  const result = await listAuditEvents(pageSize, (page - 1) * pageSize);
  const pageCount = result.ok ? Math.max(1, Math.ceil(result.value.total / pageSize)) : 1;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/customer/account">← My Account</Link>
      </p>
      <h1>Activity</h1>
      <p className={styles.muted}>
        Orders and changes made for your office, including those a sales representative made for you.
      </p>
      {!result.ok ? (
        <p role="alert" className={styles.error}>
          Your account activity cannot be shown right now. Please try again later.
        </p>
      ) : result.value.results.length === 0 ? (
        <p className={styles.empty}>{page > 1 ? 'There is no more activity.' : 'There is no activity yet.'}</p>
      ) : (
        <>
          <ActivityList events={result.value.results} />
          <OrderPagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            pageHref={pageHref}
            label="Activity pages"
          />
        </>
      )}
    </div>
  );
}
