import 'server-only';
import type { Cart, CartDisplay, Customer } from '@chairside/contracts';
import { cache } from 'react';
import { readCart } from '@/lib/api/carts';
import { isSalesRep, isSalesRepWithoutCustomer, syncedCustomerEmailOf } from './sales-rep';
import { currentTokens, getRememberedCustomer } from './session';
import { rememberForSession } from './session-cache';

/** What the header needs to know about the visitor. */
export interface SessionView {
  loggedIn: boolean;
  firstName: string | undefined;
  /** A sales representative acting for no customer: no cart, prices or addresses; the sales rep bar instead. */
  salesRep: boolean;
  /** A sales representative's session (synced or not): its bar names whom it acts for, if anyone. */
  representative: { actingFor: ActingFor | undefined } | undefined;
  cartItemCount: number;
  /**
   * The header's spend progress bar (spec §2, §9) for the visitor's cart; null without a cart or while switched off.
   */
  spendProgress: CartDisplay['progressBar'];
}

/** The customer a synced representative acts for, as its bar and banner name it. */
export interface ActingFor {
  email: string;
  practice: string | undefined;
}

const anonymous: SessionView = {
  loggedIn: false,
  firstName: undefined,
  salesRep: false,
  representative: undefined,
  cartItemCount: 0,
  spendProgress: null,
};

/** The active cart as the header shows it; undefined when none or the API failed (the badge then shows nothing). */
async function headerCart(): Promise<Cart | undefined> {
  const tokens = await currentTokens();
  if (!tokens) {
    const read = await readCart();
    return read.status === 'ok' ? read.cart : undefined;
  }
  // A customer's cart is remembered with the customer (session-cache.ts); the cart and checkout
  // pages read it afresh, and every cart change made here stamps the session (markSessionChanged).
  const cart = await rememberForSession('cart', tokens, async () => {
    const read = await readCart();
    return read.status === 'ok' ? (read.cart ?? null) : undefined;
  });
  return cart ?? undefined;
}

/**
 * The one place pages learn who is visiting: user mode when the session cookie's access token
 * still answers GET /aces/me, anonymous otherwise. Cached per request only (React cache).
 */
export const getSessionView = cache(async (): Promise<SessionView> => {
  // The header badge and spend progress bar follow the visitor's cart (customer's or anonymous); a
  // sales representative has none (the API answers SubjectRequired, read as no cart). Both reads run at once
  // and are usually remembered for the session.
  const [customer, cart] = await Promise.all([getRememberedCustomer(), headerCart()]);
  const salesRep = customer !== undefined && isSalesRepWithoutCustomer(customer);
  const cartState = { cartItemCount: cart?.display.totalItems ?? 0, spendProgress: cart?.display.progressBar ?? null };
  if (!customer) return { ...anonymous, ...cartState };
  const representative = isSalesRep(customer) ? { actingFor: actingFor(customer) } : undefined;
  // A synced representative reads the customer's record: the welcome line does not greet it by the customer's name.
  const firstName = representative?.actingFor ? undefined : customer.firstName || undefined;
  return { loggedIn: true, firstName, salesRep, representative, ...cartState };
});

/**
 * Whom a representative acts for: while synced, GET /aces/me answers the customer's record (its practice and
 * addresses) and names it in is_impersonating_email.
 */
function actingFor(customer: Customer): ActingFor | undefined {
  const email = syncedCustomerEmailOf(customer);
  return email ? { email, practice: customer.custom.fields.practice_name } : undefined;
}
