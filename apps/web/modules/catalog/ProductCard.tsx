import Link from 'next/link';
import type { ProductSummary } from '../product/product-view';
import styles from './ProductCard.module.css';

/**
 * One product in a grid: image, name, brand, item number and the units it is sold in. `eager` images
 * (above the fold) load at once, the `first` with high priority (it is usually the largest paint).
 */
export function ProductCard({ product, eager = false, first = false }: { product: ProductSummary; eager?: boolean; first?: boolean }) {
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
    </article>
  );
}
