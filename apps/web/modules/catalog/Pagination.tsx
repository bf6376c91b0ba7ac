import Link from 'next/link';
import { listingHref, type ListingQuery } from './listing-query';
import { pageWindow } from './page-window';
import styles from './Pagination.module.css';

/** Previous / numbered / next links; every page is a plain, crawlable URL. */
export function Pagination({ path, query, lastPage }: { path: string; query: ListingQuery; lastPage: number }) {
  if (lastPage <= 1) return null;
  const current = Math.min(query.page, lastPage);
  const href = (page: number) => listingHref(path, query, { page });
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <ul>
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className={styles.step}>
              ‹ Previous
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              ‹ Previous
            </span>
          )}
        </li>
        {pageWindow(current, lastPage).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link href={href(current + 1)} rel="next" className={styles.step}>
              Next ›
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              Next ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
