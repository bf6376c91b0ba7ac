import { ProductGrid } from '@/modules/catalog/ProductGrid';
import type { PageOffers } from '@/modules/pricing/offers';
import type { ProductSummary } from '@/modules/product/product-view';
import styles from './ProductShelf.module.css';

/** A titled row of product cards on the home page. */
export function ProductShelf({
  id,
  title,
  products,
  offers,
}: {
  id: string;
  title: string;
  products: readonly ProductSummary[];
  offers: PageOffers;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ProductGrid products={products} offers={offers} eagerCount={0} />
    </section>
  );
}
