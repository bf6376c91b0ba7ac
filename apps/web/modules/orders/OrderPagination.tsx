import Link from 'next/link';
import styles from './orders.module.css';

const orderPageHref = (page: number) =>
  page <= 1 ? '/customer/account/orders' : `/customer/account/orders?page=${page}`;

/** Previous / next links for an account list (orders by default); a missing direction shows as plain text. */
export function OrderPagination({
  page,
  pageCount,
  pageHref = orderPageHref,
  label = 'Order pages',
}: {
  page: number;
  pageCount: number;
  pageHref?: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <Link href={pageHref(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={styles.disabled} aria-hidden="true">
          Previous
        </span>
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={pageHref(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className={styles.disabled} aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  );
}
