import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../account/helpers';
import { plainProduct } from '../cart/cart-steps';
import { CustomerApi } from '../pricing/pricing-api';
import { shoppers } from '../shoppers';
import { notFromOurPages } from './cross-site-headers';
import { actionCall, serverActions } from './surface';

// Issue 14 defect 6: every write to the storefront must prove it comes from the storefront's own pages, or it is
// refused (403) before anything runs. A browser sends Origin and Sec-Fetch-Site; a cross-site form may send neither.
const { email } = shoppers.crossSite;

const refusals = async (requests: Promise<{ status(): number }>[]) =>
  (await Promise.all(requests)).map((response) => response.status());

test('a Server Action that does not come from our pages is refused and changes nothing', async ({ page, baseURL }) => {
  await signIn(page, email);
  const api = await CustomerApi.signIn(email);
  const product = await plainProduct();
  const sku = product.masterVariant.sku!;
  const uom = (product.masterVariant.attributes.find((a) => a.name === 'hs_uom')?.value as string) ?? 'EA';
  const addToCart = serverActions().find((action) => action.name === 'addToCartAction')!;
  const add = (headers: Record<string, string>) =>
    page.request.post(addToCart.path, actionCall(addToCart, [{ sku, uom, quantity: 1 }], headers));
  // The same action as a cross-site HTML form posts it (no JavaScript, no Next-Action header).
  const formPost = (headers: Record<string, string>) =>
    page.request.post(addToCart.path, { headers, multipart: { [`$ACTION_ID_${addToCart.id}`]: '', sku, uom } });
  const before = await api.cartLines();

  const variants = Object.values(notFromOurPages(baseURL!));
  expect(await refusals(variants.map(add))).toEqual(variants.map(() => 403));
  expect(await refusals(variants.map(formPost))).toEqual(variants.map(() => 403));
  expect(await api.cartLines()).toEqual(before);

  // The very same call from our own page is carried out: the refusals were not the request's fault.
  expect((await add({ 'sec-fetch-site': 'same-origin', origin: baseURL! })).status()).toBe(200);
  expect(await api.cartLines()).not.toEqual(before);
  await api.dispose();
});

test('a route handler refuses writes that do not come from our pages: signing out', async ({ page, baseURL }) => {
  await signIn(page, email);
  const signedIn = async (request: APIRequestContext) =>
    (await request.get('/customer/account', { maxRedirects: 0 })).status() === 200;
  expect(await signedIn(page.request)).toBe(true);

  const variants = Object.values(notFromOurPages(baseURL!));
  const signOut = (headers: Record<string, string>) =>
    page.request.post('/customer/account/logout', { headers, maxRedirects: 0 });
  expect(await refusals(variants.map(signOut))).toEqual(variants.map(() => 403));
  expect(await signedIn(page.request)).toBe(true);
});
