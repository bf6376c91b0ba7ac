import type { Cart } from '@chairside/contracts';
import styles from './cart.module.css';

/** The controlled lines that keep a cart from checkout to its shipping address, and why (spec §4 DEA rule). */
export function CheckoutBlockers({
  display,
  lineNames,
  heading,
}: {
  display: Cart['display'];
  lineNames: ReadonlyMap<string, string>;
  heading: string;
}) {
  if (display.checkoutBlockers.length === 0) return null;
  return (
    <div className={styles.blockers} role="alert" data-testid="checkout-blockers">
      <p>{heading}</p>
      <ul>
        {display.checkoutBlockers.map((blocker) => (
          <li key={blocker.lineItemId}>
            {lineNames.get(blocker.lineItemId) ?? blocker.sku}: {blocker.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
