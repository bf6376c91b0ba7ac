import type { Cart } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import { loyaltySavingRow, summaryRows } from './cart-view';
import styles from './CartTotals.module.css';

/**
 * The cart's items total, discount, shipping, fees and total as the API computed them (spec §9); the cart and checkout
 * summaries share it.
 */
export function CartTotals({ cart, totalTestId }: { cart: Cart; totalTestId: string }) {
  const { display } = cart;
  const loyalty = loyaltySavingRow(display);
  return (
    <dl className={styles.totals}>
      <dt>Items ({display.totalItems})</dt>
      <dd data-testid="subtotal">{formatMoney(display.lineItemsTotal)}</dd>
      {loyalty ? (
        <div className={`${styles.totalRow} ${styles.loyalty}`}>
          <dt>
            {loyalty.label}
            <span className={styles.note}>included in the items</span>
          </dt>
          <dd data-testid="loyalty-saving">{loyalty.amount}</dd>
        </div>
      ) : null}
      {summaryRows(display, cart.shippingInfo).map((row) => (
        <div key={row.testId} className={styles.totalRow}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.amount}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatMoney(display.total)}</dd>
      </div>
    </dl>
  );
}
