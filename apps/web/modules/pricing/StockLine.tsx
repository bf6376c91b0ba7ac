import type { ProductAvailability } from '@chairside/contracts';
import { stockText } from './stock-text';
import styles from './StockLine.module.css';

/** Stock at the warehouse serving the default shipping address: state, quantity, expected date. */
export function StockLine({ stock }: { stock: ProductAvailability | undefined }) {
  if (!stock) return null;
  const text = stockText(stock);
  return (
    <p className={`${styles.stock} ${styles[text.tone]}`} data-testid="stock" data-stock-status={stock.status}>
      <span className={styles.label}>{text.label}</span>
      {text.detail && <span className={styles.detail}>{text.detail}</span>}
    </p>
  );
}
