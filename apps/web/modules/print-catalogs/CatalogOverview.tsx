import type { PrintCatalog } from '@chairside/contracts';
import Link from 'next/link';
import { Breadcrumbs } from '@/modules/catalog/Breadcrumbs';
import { catalogPagePath, catalogPath } from './print-catalog-route';
import styles from './PrintCatalogs.module.css';

/** A catalogue's cover page: description and every page as a thumbnail link. */
export function CatalogOverview({ catalog }: { catalog: PrintCatalog }) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: 'Print Catalogs', href: '/catalogs' },
          { name: catalog.title, href: catalogPath(catalog.slug) },
        ]}
      />
      <h1>{catalog.title}</h1>
      {catalog.description && <p className={styles.lead}>{catalog.description}</p>}
      <p className={styles.meta}>
        {catalog.year} · {catalog.pages.length} pages
      </p>
      {catalog.pages[0] && (
        <Link href={catalogPagePath(catalog.slug, catalog.pages[0].pageNumber)} className="button button-primary">
          Start reading
        </Link>
      )}
      <h2 className={styles.pagesTitle}>Pages</h2>
      <ol className={styles.pages}>
        {catalog.pages.map((page) => (
          <li key={page.pageNumber}>
            <Link href={catalogPagePath(catalog.slug, page.pageNumber)} className={styles.pageLink}>
              <img
                src={page.imageUrl}
                width={170}
                height={220}
                alt=""
                loading="lazy"
                decoding="async"
                className={styles.thumbnail}
              />
              <span>
                Page {page.pageNumber}: {page.title}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
