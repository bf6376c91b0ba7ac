import Link from 'next/link';
import { getCategoryTree } from '@/lib/api/categories';
import { searchProducts } from '@/lib/api/products';
import { hasFilters, type ListingQuery } from '@/modules/catalog/listing-query';
import { listingSearch, type ListingScope } from '@/modules/catalog/listing-search';
import { ProductListing } from '@/modules/catalog/ProductListing';
import { CategoryTiles } from '@/modules/navigation/CategoryTiles';
import { loadPageOffers } from '@/modules/pricing/page-offers';
import { cardOfferRequest, productSummary } from '@/modules/product/product-view';
import { topCategoryLinks } from '@/modules/navigation/nav-items';
import { sitePaths } from '@/modules/navigation/site-links';
import styles from './SearchView.module.css';

/** /search?q=: results with the category, brand and attribute filters, or a prompt when empty. */
export async function SearchView({ query }: { query: ListingQuery }) {
  const tree = await getCategoryTree();
  if (!query.q) {
    return (
      <div className={styles.page}>
        <h1>Search products</h1>
        <p>
          Search by product name, brand, item number or SKU using the search box at the top of the page, or browse a
          category.
        </p>
        <CategoryTiles links={topCategoryLinks(tree)} />
      </div>
    );
  }

  const scope: ListingScope = { category: undefined, narrowTo: tree };
  const result = await searchProducts(listingSearch(query, scope));
  const products = result.results.map(productSummary);
  const offers = await loadPageOffers(products.flatMap(cardOfferRequest));
  const total = result.total ?? result.count;
  return (
    <div className={styles.page}>
      <h1>
        Search results for <q>{query.q}</q>
      </h1>
      {total === 0 && !hasFilters(query) && query.page === 1 ? (
        <div className={styles.noResults}>
          <p>
            We found no products for <q>{query.q}</q>.
          </p>
          <ul>
            <li>Check the spelling, or use fewer or more general words.</li>
            <li>Search by item number (for example 1004821) or SKU.</li>
            <li>
              Or <Link href={sitePaths.contact}>contact us</Link> and we will help you find it.
            </li>
          </ul>
          <h2>Browse our categories</h2>
          <CategoryTiles links={topCategoryLinks(tree)} />
        </div>
      ) : (
        <ProductListing
          path={sitePaths.search}
          query={query}
          scope={scope}
          result={result}
          products={products}
          offers={offers}
          emptyMessage="No products match these filters."
        />
      )}
    </div>
  );
}
