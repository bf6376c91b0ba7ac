import type { ProductProjectionPagedSearchResponse } from '@chairside/contracts';
import { ChevronDownIcon } from '@/modules/layout/icons';
import type { PageOffers } from '@/modules/pricing/offers';
import { PageOffersFreshness } from '@/modules/pricing/PageOffersFreshness';
import type { ProductSummary } from '@/modules/product/product-view';
import { ActiveFilters } from './ActiveFilters';
import { FacetFilters } from './FacetFilters';
import { ListingForm, ListingUpdates } from './ListingForm';
import { listingHref, perPageOptions, type ListingQuery, type ListingSort } from './listing-query';
import { facetGroups, lastPage, type ListingScope } from './listing-search';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import { ListingSelect } from './ListingSelect';
import styles from './ProductListing.module.css';
import { formatCount } from './number-format';

const formId = 'listing-form';
const sortLabels: Record<ListingSort, string> = { relevance: 'Relevance', name: 'Name (A–Z)', newest: 'Newest' };

interface Props {
  /** The listing's own path: the form's action and the base of every link. */
  path: string;
  query: ListingQuery;
  scope: ListingScope;
  result: ProductProjectionPagedSearchResponse;
  /** The results as cards, and their prices and stock (one batch: loadPageOffers). */
  products: readonly ProductSummary[];
  offers: PageOffers;
  /** Shown when nothing matches. */
  emptyMessage: string;
}

/** Filters, sort, page size, results and pagination of a category, landing or search page. */
export function ProductListing({ path, query, scope, result, products, offers, emptyMessage }: Props) {
  const groups = facetGroups(path, query, scope, result.facets);
  const total = result.total ?? result.count;
  const pages = lastPage(total, query.perPage);
  const firstShown = result.offset + 1;
  const chosenCount = groups.reduce((sum, group) => sum + group.options.filter((option) => option.selected).length, 0);
  const clearHref = listingHref(path, { ...query, categories: [], brands: [], flags: {} });

  return (
    <ListingUpdates className={styles.layout}>
      <details className={styles.filters}>
        <summary className={styles.filtersToggle}>
          Filters{chosenCount > 0 && ` (${chosenCount} chosen)`}
          <ChevronDownIcon />
        </summary>
        <ListingForm id={formId} action={path} state={listingHref(path, query)} className={styles.form}>
          <h2 className={styles.filtersTitle}>Filter products</h2>
          {query.q && <input type="hidden" name="q" value={query.q} />}
          <FacetFilters groups={groups} />
          <noscript>
            <button type="submit" className="button button-primary">
              Apply filters
            </button>
          </noscript>
        </ListingForm>
      </details>

      <section className={styles.results} aria-labelledby="listing-results-title">
        <h2 id="listing-results-title" className="visually-hidden">
          Products
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {total === 0
              ? 'No products'
              : `${formatCount(firstShown)}–${formatCount(result.offset + result.count)} of ${formatCount(total)} products`}
          </p>
          <label className={styles.control}>
            <span>Sort by</span>
            <ListingSelect form={formId} name="sort" current={query.sort}>
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </ListingSelect>
          </label>
          <label className={styles.control}>
            <span>Per page</span>
            <ListingSelect form={formId} name="perPage" current={String(query.perPage)}>
              {perPageOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </ListingSelect>
          </label>
        </div>
        <ActiveFilters groups={groups} clearHref={clearHref} />
        {products.length > 0 ? (
          <ProductGrid products={products} offers={offers} label="Products" />
        ) : (
          <div className={styles.empty}>
            <p>{query.page > pages ? 'There are no products on this page.' : emptyMessage}</p>
            {query.page > pages && <a href={listingHref(path, query, { page: 1 })}>Go to the first page</a>}
          </div>
        )}
        <PageOffersFreshness offers={offers} />
        <Pagination path={path} query={query} lastPage={pages} />
        {pages * query.perPage < total && (
          <p className={styles.pagingLimit}>
            The pages above show the first {formatCount(pages * query.perPage)} products. Use the filters or a search to
            narrow the list and reach the rest.
          </p>
        )}
      </section>
    </ListingUpdates>
  );
}
