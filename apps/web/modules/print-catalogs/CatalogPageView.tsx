import type { PrintCatalog, PrintCatalogPage } from '@chairside/contracts';
import Link from 'next/link';
import { Breadcrumbs } from '@/modules/catalog/Breadcrumbs';
import { productHref } from '@/modules/product/product-view';
import { catalogPagePath, catalogPath } from './print-catalog-route';
import styles from './PrintCatalogs.module.css';

/** One catalogue page: its image, the products printed on it, and previous/next navigation. */
export function CatalogPageView({ catalog, page }: { catalog: PrintCatalog; page: PrintCatalogPage }) {
  const index = catalog.pages.findIndex((candidate) => candidate.pageNumber === page.pageNumber);
  const previous = catalog.pages[index - 1];
  const next = catalog.pages[index + 1];
  const pager = (label: string) => (
    <nav aria-label={label} className={styles.pager}>
      {previous ? (
        <Link href={catalogPagePath(catalog.slug, previous.pageNumber)} rel="prev" className="button button-secondary">
          ‹ Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageCount}>
        Page {page.pageNumber} of {catalog.pages.length}
      </span>
      {next ? (
        <Link href={catalogPagePath(catalog.slug, next.pageNumber)} rel="next" className="button button-secondary">
          Next page ›
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );

  return (
    <>
      <Breadcrumbs
        trail={[
          { name: 'Print Catalogs', href: '/catalogs' },
          { name: catalog.title, href: catalogPath(catalog.slug) },
          { name: `Page ${page.pageNumber}`, href: catalogPagePath(catalog.slug, page.pageNumber) },
        ]}
      />
      <h1 className={styles.pageHeading}>
        {catalog.title}: {page.title}
      </h1>
      {pager('Catalog pages')}
      <div className={styles.spread}>
        <img
          src={page.imageUrl}
          width={850}
          height={1100}
          alt={`${catalog.title}, page ${page.pageNumber}: ${page.title}`}
          className={styles.pageImage}
        />
        <section aria-labelledby="page-products">
          <h2 id="page-products">On this page</h2>
          <ul className={styles.pageProducts}>
            {page.products.map((product) => (
              <li key={product.key}>
                <Link href={productHref(product.slug)}>{product.name}</Link>
                {product.itemNumbers.length > 0 && (
                  <span className={styles.meta}> Item # {product.itemNumbers.join(', ')}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {pager('Catalog pages, end of page')}
    </>
  );
}
