import Link from 'next/link';
import styles from './orders.module.css';

const pageHref = (page: number) => (page <= 1 ? '/customer/account/orders' : `/customer/account/orders?page=${page}`);

/** Previous / next links for the order list; a missing direction shows as plain text. */
export function OrderPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Order pages">
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
