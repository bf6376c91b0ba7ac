import { searchProducts } from '../../lib/api/products';
import { termFilter } from '../../lib/api/product-search-query';
import { ProductGrid } from '../catalog/ProductGrid';
import { productSummary } from './product-view';

const shown = 4;

/** Other products of the product's category. */
export async function RelatedProducts({ productId, categoryId }: { productId: string; categoryId: string | undefined }) {
  if (!categoryId) return null;
  const result = await searchProducts({ filterQuery: [termFilter('categories.id', [categoryId])], limit: shown + 1 });
  const related = result.results.filter((product) => product.id !== productId).slice(0, shown);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="section">
      <h2 id="related-title">Related products</h2>
      <ProductGrid products={related.map(productSummary)} eagerCount={0} />
    </section>
  );
}
