import type { Cart, ProductAvailability } from '@chairside/contracts';
import Image from 'next/image';
import Link from 'next/link';
import { StockLine } from '@/modules/pricing/StockLine';
import { LinesToReplenish } from '@/modules/replenish/entry/LinesToReplenish';
import { FavoriteHeart } from '@/modules/shopping-lists/entry/FavoriteHeart';
import { SaveForLater } from '@/modules/shopping-lists/entry/SaveForLater';
import { AppliedDiscountCodes } from './AppliedDiscountCodes';
import { CartLineControls } from './CartLineControls';
import { CheckoutBlockers } from './CheckoutBlockers';
import { cartLineViews } from './cart-view';
import { DiscountCodeForm } from './DiscountCodeForm';
import { CartTotals } from './CartTotals';
import { SpendProgress } from './SpendProgress';
import styles from './cart.module.css';

export const quickOrderPath = '/quick-order';

export function EmptyCart() {
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p>Your cart is empty.</p>
      <p>
        <Link href="/">Continue shopping</Link> or use <Link href={quickOrderPath}>Quick Order</Link> to add items by
        item number.
      </p>
    </div>
  );
}

/** The cart page body: lines with their stock, discount code, DEA blockers, spend progress and the API's totals. */
export function CartView({
  cart,
  loggedIn,
  stock,
  favorites,
}: {
  cart: Cart;
  loggedIn: boolean;
  stock: ReadonlyMap<string, ProductAvailability>;
  /** The customer's Favorites skus, for each line's heart and "Save for later"; undefined when signed out. */
  favorites?: ReadonlySet<string> | undefined;
}) {
  const lines = cartLineViews(cart);
  const { display } = cart;
  const blockers = new Map(display.checkoutBlockers.map((blocker) => [blocker.lineItemId, blocker.message]));
  return (
    <div className={styles.layout}>
      <section aria-label="Cart items" className={styles.lines}>
        <ul className={styles.lineList} data-testid="cart-lines">
          {lines.map((line) => (
            <li key={line.id} className={styles.line} data-testid="cart-line" data-sku={line.sku}>
              <div className={styles.thumb}>
                {line.image ? (
                  <Image src={line.image.url} alt={line.image.alt} width={96} height={96} unoptimized />
                ) : (
                  <span aria-hidden="true" />
                )}
              </div>
              <div className={styles.lineInfo}>
                <p className={styles.lineName}>{line.href ? <Link href={line.href}>{line.name}</Link> : line.name}</p>
                <p className={styles.muted}>
                  Item # {line.itemNumber} · Unit {line.uom}
                </p>
                <p>
                  <span data-testid="line-unit-price">{line.unitPrice}</span> each
                  {line.contractPrice ? <span className={styles.tag}>Contract price</span> : null}
                </p>
                {line.loyalty ? (
                  <p className={styles.loyalty} data-testid="line-loyalty">
                    {line.loyalty}
                  </p>
                ) : null}
                <StockLine stock={stock.get(line.id)} lineQuantity={line.quantity} />
                {line.controlled ? (
                  <p className={styles.controlled}>
                    Controlled item: requires an active DEA license at the shipping address.
                  </p>
                ) : null}
                {blockers.has(line.id) ? (
                  <p className={styles.error} role="note" data-testid="line-blocker">
                    {blockers.get(line.id)}
                  </p>
                ) : null}
              </div>
              <div className={styles.lineEnd}>
                <p className={styles.lineTotal} data-testid="line-total">
                  {line.lineTotal}
                </p>
                <CartLineControls
                  key={`${line.id}-${line.quantity}`}
                  lineItemId={line.id}
                  quantity={line.quantity}
                  name={line.name}
                />
                {favorites ? (
                  <div className={styles.listControls}>
                    <FavoriteHeart
                      sku={line.sku}
                      label={`${line.name}, ${line.uom}`}
                      favorite={favorites.has(line.sku)}
                    />
                    <SaveForLater lineItemId={line.id} sku={line.sku} quantity={line.quantity} name={line.name} />
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <p>
          <Link href={quickOrderPath}>Quick Order: add more items by item number</Link>
        </p>
        <LinesToReplenish
          lines={lines.map((line) => ({
            key: line.id,
            item_number: line.itemNumber,
            uom: line.uom,
            quantity: line.quantity,
            name: line.name,
            replenishable: line.replenishable,
          }))}
        />
      </section>

      <aside className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title">Order summary</h2>
        <SpendProgress progress={display.progressBar} placement="summary" />
        <CartTotals cart={cart} totalTestId="cart-total" />
        {cart.shippingInfo ? null : <p className={styles.muted}>Shipping is chosen at checkout.</p>}
        <DiscountCodeForm />
        <AppliedDiscountCodes codes={display.discountCodes} />
        <CheckoutBlockers
          display={display}
          lineNames={new Map(lines.map((line) => [line.id, line.name]))}
          heading="These items cannot be checked out yet:"
        />
        {loggedIn ? (
          <Link
            href="/checkout"
            className={`button button-primary ${styles.checkout}`}
            aria-disabled={!display.canCheckout}
          >
            Proceed to checkout
          </Link>
        ) : (
          <Link
            href={`/customer/account/login?redirect=${encodeURIComponent('/checkout/cart')}`}
            className={`button button-primary ${styles.checkout}`}
          >
            Sign in to check out
          </Link>
        )}
      </aside>
    </div>
  );
}
