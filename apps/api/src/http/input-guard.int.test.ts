import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts, storefrontBasic } from '../modules/auth/auth-test-client';
import { signInCallers, type Callers } from '../../test/callers';
import { readError, startTestApi, type TestApi } from '../../test/test-api';

const nul = '\u0000';
const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
const uuid = '00000000-0000-4000-8000-000000000001';

type Caller = keyof Callers | 'storefront' | 'nobody';
interface Case {
  request: string;
  caller: Caller;
  body?: unknown;
  contentType?: string;
  field: string;
}

/** Issue 14: each of these answered 500, PostgreSQL refusing NUL in text; cart ids are filled in per run. */
const nulCases: Case[] = [
  {
    request: 'POST /aces/me/signup',
    caller: 'anonymous',
    body: { email: 'new@example.com', password: 'a-long-enough-password', firstName: `Dana${nul}` },
    field: 'firstName',
  },
  { request: 'POST /mw/support', caller: 'customer', body: { topic: 'Order', message: `Hi${nul}` }, field: 'message' },
  {
    request: 'POST /ct/pricing',
    caller: 'customer',
    body: { shipping_account_number: `SA-100245${nul}`, items: [] },
    field: 'shipping_account_number',
  },
  {
    request: 'POST /ct/pricing',
    caller: 'customer',
    body: { shipping_account_number: 'SA-100245', items: [{ sku: `CS-1${nul}` }] },
    field: 'items.0.sku',
  },
  {
    request: 'POST /ct/inventory',
    caller: 'customer',
    body: { shipping_account_number: 'SA-100245', products: [{ item_number: `1${nul}`, uom: 'EA', quantity: 1 }] },
    field: 'products.0.item_number',
  },
  {
    request: 'POST /aces/me/carts/{cart}',
    caller: 'customer',
    body: { version: 1, actions: [{ action: 'addLineItem', sku: `CS-1${nul}`, quantity: 1 }] },
    field: 'actions.0.sku',
  },
  {
    request: 'POST /auth/user',
    caller: 'storefront',
    body: { username: `demo-customer@example.com${nul}`, password: 'x' },
    field: 'username',
  },
  { request: 'POST /auth/reset', caller: 'storefront', body: { email: `a@example.com${nul}` }, field: 'email' },
  { request: 'POST /mw/newsletter', caller: 'nobody', body: { email: `a@example.com${nul}` }, field: 'email' },
  {
    request: 'POST /mw/contact',
    caller: 'nobody',
    body: { name: `Dana${nul}`, email: 'a@example.com', message: 'Hello' },
    field: 'name',
  },
  {
    request: 'POST /events',
    caller: 'nobody',
    body: { batch: [{ type: 'page', messageId: uuid, anonymousId: `v${nul}`, timestamp: '2026-01-01T00:00:00Z' }] },
    field: 'batch.0.anonymousId',
  },
  {
    request: 'POST /events',
    caller: 'nobody',
    body: {
      batch: [
        {
          type: 'page',
          messageId: uuid,
          anonymousId: 'v',
          timestamp: '2026-01-01T00:00:00Z',
          properties: { [`a${nul}`]: 1 },
        },
      ],
    },
    field: 'batch.0.properties.a\\u0000',
  },
  {
    request: `GET /aces/product-projections/search?filter=${encodeURIComponent(`variants.sku:"a${nul}"`)}`,
    caller: 'admin',
    field: 'filter',
  },
  { request: `GET /aces/categories?where=${encodeURIComponent(`key = "a${nul}"`)}`, caller: 'admin', field: 'where' },
  { request: 'GET /media/products/%00/1.svg', caller: 'nobody', field: 'productKey' },
  { request: 'GET /aces/categories/a%00', caller: 'admin', field: 'id' },
  // The token endpoints read forms and query strings themselves: the guard reads them decoded.
  {
    request: 'POST /oauth/aces/customers/token',
    caller: 'storefront',
    body: 'grant_type=password&username=demo-customer%40example.com%00&password=x',
    contentType: form,
    field: 'username',
  },
  {
    request: 'POST /oauth/aces/customers/token',
    caller: 'storefront',
    body: 'grant_type=password&password=%00&password=x',
    contentType: form,
    field: 'password',
  },
  { request: 'POST /oauth/token?grant_type=client_credentials&scope=%00', caller: 'storefront', field: 'scope' },
];

describe.each(testDatabaseTargets())('hostile input refused before any route ($name)', (target) => {
  let api: TestApi;
  let callers: Callers;
  let cartId: string;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    callers = await signInCallers(api);
    const cart = await send('POST /aces/me/carts', 'customer', { currency: 'USD' });
    cartId = ((await cart.json()) as { id: string }).id;
  });
  afterAll(() => api?.close());

  const authorization: Record<Caller, () => string | undefined> = {
    admin: () => callers.admin,
    customer: () => callers.customer,
    anonymous: () => callers.anonymous,
    storefront: () => storefrontBasic,
    nobody: () => undefined,
  };

  function send(request: string, caller: Caller, body?: unknown, contentType = json): Promise<Response> {
    const [method, path] = request.split(' ') as [string, string];
    const credentials = authorization[caller]();
    return fetch(`${api.baseUrl}${path.replace('{cart}', cartId)}`, {
      method,
      headers: {
        ...(credentials ? { authorization: credentials } : {}),
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  it.each(nulCases)(
    'answers 400 naming $field to NUL in $request',
    async ({ request, caller, body, contentType, field }) => {
      const response = await send(request, caller, body, contentType);
      const error = await readError(response);
      expect(response.status, error.message).toBe(400);
      expect(error.errors[0]).toEqual({
        code: 'InvalidInput',
        message: `${field}: must not contain the NUL character (\\u0000).`,
      });
    },
  );

  it('refuses nesting deeper than any request of ours', async () => {
    const deep = `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await send('POST /mw/newsletter', 'nobody', deep);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toMatch(
      /^email(\.0)+: must not nest objects or arrays more than 32 levels deep\.$/,
    );
  });

  it('answers malformed percent-encoding in a path with the same error body', async () => {
    const response = await send('GET /aces/categories/%ff', 'admin');
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]!.code).toBe('InvalidInput');
  });
});
