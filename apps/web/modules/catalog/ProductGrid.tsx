import { canOrder, cardOfferState, type PageOffers } from '@/modules/pricing/offers';
import type { ProductSummary } from '@/modules/product/product-view';
import { favoriteSkusFor } from '@/modules/shopping-lists/entry/favorites';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** Cards in a responsive grid; the first row's images load at once, the rest when scrolled to. */
export async function ProductGrid({
  products,
  offers,
  eagerCount = 4,
  label,
}: {
  products: readonly ProductSummary[];
  offers: PageOffers;
  eagerCount?: number;
  label?: string;
}) {
  const favorites = await favoriteSkusFor(offers);
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            offer={cardOfferState(offers, product.sku)}
            orderable={canOrder(offers)}
            favorite={favorites && product.sku ? favorites.has(product.sku) : undefined}
            eager={index < eagerCount}
            first={index === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </ul>
  );
}
