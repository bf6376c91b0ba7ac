import 'server-only';
import { cartSchema, type Cart, type ErrorCode, type MyCartUpdateAction } from '@chairside/contracts';
import { cache } from 'react';
import {
  anonymousTokenForRead,
  anonymousTokenForWrite,
  rememberAnonymousCartId,
} from '@/lib/session/anonymous-session';
import { isCustomerRequiredReply, isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';
import { getCustomerAccessToken, getRememberedCustomer, getSession, markSessionChanged } from '@/lib/session/session';
import { accountCall, firstApiError, type ApiReply } from './account-client';

/**
 * The visitor's cart through the commerce API (spec §4, §7): the customer's token when signed in,
 * otherwise the anonymous session's cart token. Reads never create; updates fetch or create.
 */

export type CartUpdateResult =
  | { ok: true; cart: Cart }
  | { ok: false; reason: 'rejected'; code: ErrorCode | undefined; message: string; sku?: string }
  /** A sales representative acts for no customer yet, so it has no cart. */
  | { ok: false; reason: 'customerRequired' }
  | { ok: false; reason: 'unavailable' };

function cartOf(reply: ApiReply): Cart | undefined {
  if (reply.status !== 200 && reply.status !== 201) return undefined;
  const parsed = cartSchema.safeParse(reply.body);
  if (!parsed.success) console.error('Cart answer did not match the contract:', parsed.error.issues.slice(0, 3));
  return parsed.success ? parsed.data : undefined;
}

/** The active cart; undefined when there is none, or no customer to have one (a sales representative). */
async function activeCart(token: string): Promise<Cart | undefined> {
  const reply = await accountCall('/aces/me/active-cart', { auth: { bearer: token } });
  if (reply.status === 404 || isCustomerRequiredReply(reply)) return undefined;
  const cart = cartOf(reply);
  if (!cart)
    throw new Error(`GET /aces/me/active-cart answered ${reply.status} (${JSON.stringify(reply.body)?.slice(0, 200)})`);
  return cart;
}

/** None active leads to creation (spec §4). A concurrent creation wins the API's unique index: read it then. */
async function fetchOrCreate(token: string): Promise<Cart> {
  const existing = await activeCart(token);
  if (existing) return existing;
  const created = cartOf(await accountCall('/aces/me/carts', { body: { currency: 'USD' }, auth: { bearer: token } }));
  const cart = created ?? (await activeCart(token));
  if (!cart) throw new Error('No Cart!');
  return cart;
}

async function isCustomer(): Promise<boolean> {
  return (await getSession()) !== undefined;
}

export type CartRead = { status: 'ok'; cart: Cart | undefined } | { status: 'unavailable' };

/** The visitor's active cart for rendering (undefined: none yet); 'unavailable' when the API failed. */
export const readCart = cache(async (): Promise<CartRead> => {
  const customer = await isCustomer();
  const token = customer ? await getCustomerAccessToken() : await anonymousTokenForRead();
  if (!token) return { status: 'ok', cart: undefined };
  try {
    return { status: 'ok', cart: await activeCart(token) };
  } catch (error) {
    console.error(`Cart read failed (${customer ? 'customer' : 'anonymous'}):`, error);
    return { status: 'unavailable' };
  }
});

async function writeToken(): Promise<string | undefined> {
  if (await isCustomer()) return getCustomerAccessToken();
  return anonymousTokenForWrite();
}

async function post(token: string, cart: Cart, actions: MyCartUpdateAction[]): Promise<ApiReply> {
  return accountCall(`/aces/me/carts/${encodeURIComponent(cart.id)}`, {
    body: { version: cart.version, actions },
    auth: { bearer: token },
  });
}

/**
 * Applies the actions to the visitor's cart (created if needed). A failed update (version conflict,
 * or the cart gone: 409/404) is followed by clearing what we knew, reloading the active cart and
 * retrying once (spec §4). A 400 is the API refusing the actions (unknown sku, bad quantity...).
 * A sales representative who acts for no customer has no cart to change.
 */
export async function updateCart(actions: MyCartUpdateAction[]): Promise<CartUpdateResult> {
  try {
    const customer = (await isCustomer()) ? await getRememberedCustomer() : undefined;
    if (customer && isSalesRepWithoutCustomer(customer)) return { ok: false, reason: 'customerRequired' };
    const token = await writeToken();
    if (!token) return { ok: false, reason: 'unavailable' };
    let reply = await post(token, await fetchOrCreate(token), actions);
    if (reply.status === 409 || reply.status === 404) reply = await post(token, await fetchOrCreate(token), actions);
    const cart = cartOf(reply);
    if (cart) {
      // Server Actions only: both write a cookie (the anonymous cart's id, or the session's change stamp for the
      // header).
      if (await isCustomer()) await markSessionChanged();
      else await rememberAnonymousCartId(cart.id);
      return { ok: true, cart };
    }
    const error = firstApiError(reply.body);
    if (reply.status === 400 && error)
      return {
        ok: false,
        reason: 'rejected',
        code: error.code,
        message: error.message,
        ...(typeof error.sku === 'string' ? { sku: error.sku } : {}),
      };
    console.error(`Cart update answered ${reply.status}`, error);
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    console.error(`Cart update failed (${(await isCustomer()) ? 'customer' : 'anonymous'}):`, error);
    return { ok: false, reason: 'unavailable' };
  }
}
