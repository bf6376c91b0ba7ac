import type { CategoryNode } from '@chairside/domain';
import { getCategoryDescription } from '@/lib/api/categories';
import { searchProducts } from '@/lib/api/products';
import { loadPageOffers } from '@/modules/pricing/page-offers';
import { cardOfferRequest, productSummary } from '@/modules/product/product-view';
import { Breadcrumbs } from './Breadcrumbs';
import type { ListingQuery } from './listing-query';
import { listingSearch, type ListingScope } from './listing-search';
import { ProductListing } from './ProductListing';
import { SubcategoryLinks } from './SubcategoryLinks';
import styles from './CategoryView.module.css';

interface Props {
  category: CategoryNode;
  /** The page's own path (the category URL, or a landing page such as /equipment). */
  path: string;
  query: ListingQuery;
  /** A landing page's own heading and introduction instead of the category's. */
  heading?: string;
  intro?: string;
}

/** A category's page: breadcrumbs, heading, sub-category links and the filterable product listing. */
export async function CategoryView({ category, path, query, heading, intro }: Props) {
  const scope: ListingScope = { category, narrowTo: category.children };
  const [result, description] = await Promise.all([
    searchProducts(listingSearch({ ...query, q: '' }, scope)),
    getCategoryDescription(category.id),
  ]);
  // The catalogue data above is cached and shared; the offers are this customer's, fetched per request.
  const products = result.results.map(productSummary);
  const offers = await loadPageOffers(products.flatMap(cardOfferRequest));
  return (
    <>
      <Breadcrumbs trail={category.breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading ?? category.name}</h1>
        {(intro ?? description) && <p className={styles.intro}>{intro ?? description}</p>}
      </header>
      <SubcategoryLinks parent={category} />
      <ProductListing
        path={path}
        query={{ ...query, q: '' }}
        scope={scope}
        result={result}
        products={products}
        offers={offers}
        emptyMessage="No products match these filters."
      />
    </>
  );
}
