import type { ProductAvailability } from '@chairside/contracts';
import { cartLineStockText, stockText } from './stock-text';
import styles from './StockLine.module.css';

/**
 * Stock at the warehouse serving the default shipping address: state, quantity, expected date.
 * With a cart line's quantity it says whether all of it ships or how much is backordered.
 */
export function StockLine({ stock, lineQuantity }: { stock: ProductAvailability | undefined; lineQuantity?: number }) {
  if (!stock) return null;
  const text = lineQuantity === undefined ? stockText(stock) : cartLineStockText(stock, lineQuantity);
  return (
    <p className={`${styles.stock} ${styles[text.tone]}`} data-testid="stock" data-stock-status={stock.status}>
      <span className={styles.label}>{text.label}</span>
      {text.detail && <span className={styles.detail}>{text.detail}</span>}
    </p>
  );
}
