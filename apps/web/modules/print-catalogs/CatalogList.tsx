import type { PrintCatalogSummary } from '@chairside/contracts';
import Link from 'next/link';
import { catalogPath } from './print-catalog-route';
import styles from './PrintCatalogs.module.css';

/** The print catalogues as covers with their title, year and page count. */
export function CatalogList({ catalogs }: { catalogs: readonly PrintCatalogSummary[] }) {
  if (catalogs.length === 0) return <p>No catalogues are available right now.</p>;
  return (
    <ul className={styles.catalogs}>
      {catalogs.map((catalog, index) => (
        <li key={catalog.slug} className={styles.catalog}>
          {catalog.coverImageUrl && (
            <img
              src={catalog.coverImageUrl}
              width={850}
              height={1100}
              alt=""
              className={styles.cover}
              loading={index < 2 ? 'eager' : 'lazy'}
            />
          )}
          <h2 className={styles.catalogTitle}>
            <Link href={catalogPath(catalog.slug)} className={styles.catalogLink}>
              {catalog.title}
            </Link>
          </h2>
          <p className={styles.meta}>
            {catalog.year} · {catalog.pageCount} pages
          </p>
          {catalog.description && <p>{catalog.description}</p>}
        </li>
      ))}
    </ul>
  );
}
