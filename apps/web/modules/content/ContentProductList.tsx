import type { MentionedProduct } from '@chairside/contracts';
import Link from 'next/link';
import { productHref } from '@/modules/product/product-view';
import styles from './ContentProducts.module.css';

/**
 * Products as picture-and-name links to their pages. Prices are left to the product page: they are per customer, and
 * content pages are served from the shared cache.
 */
export function ContentProductList({
  products,
  label,
  wide = false,
}: {
  products: readonly MentionedProduct[];
  label?: string;
  /** Larger cards for a full-width page (a landing page's grid), four a row on a desktop. */
  wide?: boolean;
}) {
  return (
    <ul className={wide ? `${styles.products} ${styles.wide}` : styles.products} aria-label={label}>
      {products.map((product) => (
        <li key={product.sku}>
          <Link href={productHref(product.slug)} className={styles.product}>
            <span className={styles.imageBox}>
              {product.imageUrl && (
                // alt="": the link's text names the product.
                <img
                  src={product.imageUrl}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              )}
            </span>
            <span className={styles.name}>{product.name}</span>
            <span className={styles.view} aria-hidden="true">
              View product ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
