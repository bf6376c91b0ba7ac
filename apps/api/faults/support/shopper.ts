import { demoPassword } from '@chairside/db';
import { demoShoppers } from '@chairside/db/demo-shoppers';

const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;

/** Demo practices whose office orders on account (Net 30), for as many parallel buyers as a test needs. */
export function netTermsBuyers(count: number): string[] {
  const emails = demoShoppers()
    .filter((shopper) => shopper.office.termsAllowed && !shopper.office.checkoutDeclined)
    .map((shopper) => shopper.email);
  if (emails.length < count) throw new Error(`Only ${emails.length} Net 30 demo buyers, ${count} wanted.`);
  return emails.slice(0, count);
}

/** Demo practices whose office pays by card only (no terms). */
export function cardBuyers(count: number): string[] {
  const emails = demoShoppers()
    .filter((shopper) => !shopper.office.termsAllowed && !shopper.office.checkoutDeclined)
    .map((shopper) => shopper.email);
  if (emails.length < count) throw new Error(`Only ${emails.length} card-paying demo buyers, ${count} wanted.`);
  return emails.slice(0, count);
}

interface Json {
  [key: string]: unknown;
}

async function json(response: Response): Promise<Json> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Json;
  } catch {
    return { raw: text };
  }
}

/**
 * A demo customer buying through an API over HTTP, as the storefront's server does: sign in, a cart with one line
 * shipped to the office's first eligible address, and order placement with an Idempotency-Key.
 */
export async function signedInBuyer(apiUrl: string, email: string) {
  const signIn = await fetch(`${apiUrl}/auth/user`, {
    method: 'POST',
    headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: demoPassword }),
  });
  if (signIn.status !== 200)
    throw new Error(`sign-in of ${email}: ${signIn.status} ${JSON.stringify(await json(signIn))}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const call = (base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  async function place(base: string, body: Json, key: string) {
    try {
      const response = await call(base, 'POST', '/ct/hs-orders', body, { 'idempotency-key': key });
      return { status: response.status, body: await json(response) };
    } catch (error) {
      return { status: 0, body: { error: String(error) } };
    }
  }
  const me = await json(await call(apiUrl, 'GET', '/aces/me'));
  const addressId = me.defaultShippingAddressId as string;
  const search = await json(await call(apiUrl, 'GET', '/aces/product-projections/search?limit=50'));
  type Found = { key?: string; masterVariant: { sku: string; attributes?: { name: string; value: unknown }[] } };
  // Any ordinary product: not the reserved progress-bar product, not a controlled one.
  const sku = ((search.results as Found[] | undefined) ?? []).find(
    (product) =>
      product.key !== 'progress-bar' &&
      !product.masterVariant.attributes?.some(
        (attribute) => attribute.name === 'requires_active_dea_license' && attribute.value === true,
      ),
  )?.masterVariant.sku;
  if (!addressId || !sku) throw new Error(`no address or product for ${email}`);
  return {
    email,
    token,
    call,
    /** A new cart with one line, ready to order, through `base` (any API instance of the same database). */
    async readyCart(base = apiUrl): Promise<{ id: string; version: number }> {
      const cart = await json(await call(base, 'POST', '/aces/me/carts', { currency: 'USD' }));
      const updated = await call(base, 'POST', `/aces/me/carts/${String(cart.id)}`, {
        version: cart.version,
        actions: [
          { action: 'addLineItem', sku, quantity: 1 },
          { action: 'setShippingAddress', address: { id: addressId } },
        ],
      });
      const body = await json(updated);
      if (updated.status !== 200) throw new Error(`cart of ${email}: ${updated.status} ${JSON.stringify(body)}`);
      return { id: String(body.id), version: Number(body.version) };
    },
    /** POST /ct/hs-orders on account with the key; the status and body as answered (or the network error). */
    placeOnAccount: (base: string, cartId: string, key: string) => place(base, { cart_id: cartId }, key),
    /** POST /ct/hs-orders paid with a saved card. */
    placeWithCard: (base: string, cartId: string, cardUuid: string, key: string) =>
      place(base, { cart_id: cartId, card: true, card_uuid: cardUuid }, key),
    /** Keeps a card token (what the gateway's card fields hand the page) as a one-time card: its uuid. */
    async cardFromToken(token: string): Promise<string> {
      const response = await call(apiUrl, 'POST', '/mw/cards', { token, save: false });
      const body = await json(response);
      if (response.status !== 201) throw new Error(`card of ${email}: ${response.status} ${JSON.stringify(body)}`);
      return String(body.uuid);
    },
  };
}

export type Buyer = Awaited<ReturnType<typeof signedInBuyer>>;
