import 'server-only';
import type { CartDisplay } from '@chairside/contracts';
import { cache } from 'react';
import { readCart } from '../api/carts';
import { getRememberedCustomer } from './session';

/** What the header needs to know about the visitor. */
export interface SessionView {
  loggedIn: boolean;
  firstName: string | undefined;
  cartItemCount: number;
  /** The header's spend progress bar (spec §2, §9) for the visitor's cart; null without a cart or while switched off. */
  spendProgress: CartDisplay['progressBar'];
}

const anonymous: SessionView = { loggedIn: false, firstName: undefined, cartItemCount: 0, spendProgress: null };

/**
 * The one place pages learn who is visiting: user mode when the session cookie's access token
 * still answers GET /aces/me, anonymous otherwise. Cached per request only (React cache).
 */
export const getSessionView = cache(async (): Promise<SessionView> => {
  // The header badge and spend progress bar follow the visitor's cart (customer's or anonymous).
  const [customer, cart] = await Promise.all([getRememberedCustomer(), readCart()]);
  const display = cart.status === 'ok' ? cart.cart?.display : undefined;
  const cartState = { cartItemCount: display?.totalItems ?? 0, spendProgress: display?.progressBar ?? null };
  if (!customer) return { ...anonymous, ...cartState };
  return { loggedIn: true, firstName: customer.firstName || undefined, ...cartState };
});
