import Link from 'next/link';
import { AddToCart } from '../cart/AddToCart';
import { CardOffer } from '../pricing/CardOffer';
import type { PageOffers } from '../pricing/offers';
import type { ProductSummary } from '../product/product-view';
import styles from './ProductCard.module.css';

interface Props {
  product: ProductSummary;
  /** The page's prices and stock (one batch for all its cards), or the prompts that replace them. */
  offers: PageOffers;
  eager?: boolean;
  first?: boolean;
}

/**
 * One product in a grid: image, name, brand, item number, the units it is sold in, and the
 * customer's price and stock, and "Add to cart" for its master unit (lists, search results).
 * `eager` images (above the fold) load at once, the `first` with high priority (it is usually the
 * largest paint).
 */
export function ProductCard({ product, offers, eager = false, first = false }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.imageBox}>
        {product.image && (
          // alt="": the name below already says what the picture shows.
          <img src={product.image.url} width={product.image.width} height={product.image.height} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" className={styles.image} />
        )}
      </div>
      <h3 className={styles.name}>
        <Link href={product.href} className={styles.link}>
          {product.name}
        </Link>
      </h3>
      {product.brand && <p className={styles.brand}>{product.brand}</p>}
      <dl className={styles.facts}>
        {product.itemNumber && (
          <div>
            <dt>Item #</dt>
            <dd>{product.itemNumber}</dd>
          </div>
        )}
        {product.unitOptions && (
          <div>
            <dt className="visually-hidden">Sold as</dt>
            <dd>{product.unitOptions}</dd>
          </div>
        )}
      </dl>
      <CardOffer offers={offers} sku={product.sku} unit={product.unitLabel} />
      {product.sku && product.uom ? (
        // Above the card's stretched link, so the quantity and button stay usable.
        <div className={styles.add}>
          <AddToCart sku={product.sku} uom={product.uom} productName={product.name} unitLabel={product.unitLabel} compact />
        </div>
      ) : null}
    </article>
  );
}
