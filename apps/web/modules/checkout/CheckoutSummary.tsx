import type { Cart } from '@chairside/contracts';
import Link from 'next/link';
import { CheckoutBlockers } from '@/modules/cart/CheckoutBlockers';
import { CartTotals } from '@/modules/cart/CartTotals';
import { cartLineViews } from '@/modules/cart/cart-view';
import styles from './checkout.module.css';

/** The cart as the API priced it: lines, fees, shipping and total (spec §3 display view, §9), with DEA blockers. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const { display } = cart;
  const lines = cartLineViews(cart);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <ul className={styles.lines} data-testid="checkout-lines">
        {lines.map((line) => (
          <li key={line.id} data-testid="checkout-line">
            <div>
              <p>{line.name}</p>
              <p className={styles.muted}>
                Item # {line.itemNumber} · {line.quantity} × {line.unitPrice}
              </p>
            </div>
            <span className={styles.amount}>{line.lineTotal}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} totalTestId="checkout-total" />
      <CheckoutBlockers
        display={display}
        lineNames={new Map(lines.map((line) => [line.id, line.name]))}
        heading="These items cannot be shipped to the selected address:"
      />
      <p>
        <Link href="/checkout/cart">Edit cart</Link>
      </p>
    </aside>
  );
}
