import type { Metadata } from 'next';
import { Suspense } from 'react';
import { readCart } from '@/lib/api/carts';
import { getFavoriteSkus } from '@/lib/api/shopping-lists';
import { getSessionView } from '@/lib/session/view';
import { CartView, EmptyCart } from '@/modules/cart/CartView';
import { loadCartLineStock } from '@/modules/cart/line-stock';
import { PricesChangedNotice } from '@/modules/checkout/PricesChangedNotice';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/cart/cart.module.css';

export const metadata: Metadata = { title: 'Shopping Cart', robots: { index: false } };

/** Spec §2 checkout-cart. Rendered per visitor on every request (the session cookie makes it private, no-store). */
export default async function CartPage() {
  const session = await getSessionView();
  if (session.salesRep) return <CustomerRequired title="Shopping Cart" />;
  // Signed in, the lines get Favorites hearts and "Save for later": the Favorites are read beside the cart.
  const [read, favorites] = await Promise.all([readCart(), session.loggedIn ? getFavoriteSkus() : undefined]);
  const cart = read.status === 'ok' ? read.cart : undefined;
  const stock = cart ? await loadCartLineStock(cart) : new Map();
  return (
    <div className={styles.page}>
      <h1>Shopping Cart</h1>
      <Suspense>
        <PricesChangedNotice />
      </Suspense>
      {read.status === 'unavailable' ? (
        <p role="alert" className={styles.error} data-testid="cart-unavailable">
          Your cart cannot be shown right now. Please try again in a moment.
        </p>
      ) : cart && cart.lineItems.length > 0 ? (
        <CartView cart={cart} loggedIn={session.loggedIn} stock={stock} favorites={favorites} />
      ) : (
        <EmptyCart />
      )}
    </div>
  );
}
