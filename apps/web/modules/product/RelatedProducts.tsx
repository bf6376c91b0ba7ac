import 'server-only';
import { searchProducts } from '@/lib/api/products';
import { termFilter } from '@/lib/api/product-search-query';
import { ProductGrid } from '@/modules/catalog/ProductGrid';
import type { PageOffers } from '@/modules/pricing/offers';
import { productSummary, type ProductSummary } from './product-view';

const shown = 4;

/** Other products of the product's category (catalogue data: cached and shared). */
export async function relatedProducts(productId: string, categoryId: string | undefined): Promise<ProductSummary[]> {
  if (!categoryId) return [];
  const result = await searchProducts({ filterQuery: [termFilter('categories.id', [categoryId])], limit: shown + 1 });
  return result.results
    .filter((product) => product.id !== productId)
    .slice(0, shown)
    .map(productSummary);
}

export function RelatedProducts({ products, offers }: { products: readonly ProductSummary[]; offers: PageOffers }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="section">
      <h2 id="related-title">Related products</h2>
      <ProductGrid products={products} offers={offers} eagerCount={0} />
    </section>
  );
}
