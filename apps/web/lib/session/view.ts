import 'server-only';
import { cache } from 'react';
import { readCart } from '../api/carts';
import { getRememberedCustomer } from './session';

/** What the header needs to know about the visitor. */
export interface SessionView {
  loggedIn: boolean;
  firstName: string | undefined;
  cartItemCount: number;
}

const anonymous: SessionView = { loggedIn: false, firstName: undefined, cartItemCount: 0 };

/**
 * The one place pages learn who is visiting: user mode when the session cookie's access token
 * still answers GET /aces/me, anonymous otherwise. Cached per request only (React cache).
 */
export const getSessionView = cache(async (): Promise<SessionView> => {
  // The header badge counts the items of the visitor's cart (customer's or anonymous).
  const [customer, cart] = await Promise.all([getRememberedCustomer(), readCart()]);
  const cartItemCount = cart.status === 'ok' ? (cart.cart?.display.totalItems ?? 0) : 0;
  if (!customer) return { ...anonymous, cartItemCount };
  return { loggedIn: true, firstName: customer.firstName || undefined, cartItemCount };
});
