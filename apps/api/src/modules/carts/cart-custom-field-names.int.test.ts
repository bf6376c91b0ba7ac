import { cartSchema, type Cart } from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { seedAccounts } from '../auth/auth-test-client';
import { cartType, lineItemType } from './cart-custom-fields';

/** Names every plain object inherits: a field lookup on an object literal finds them (issue 14). */
const prototypeNames = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

describe.each(testDatabaseTargets())('cart custom fields named like Object.prototype members ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let sku: string;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    const px = pricingFixture(api.db);
    [sku] = (await px.product('9400001', [{ uom: 'BX', countPerUnit: 10 }])) as [string];
    await px.prices([{ sku, centAmount: 1000 }]);
    headers = (await px.signInDemo('demo-customer@example.com')).headers;
  });
  afterAll(() => api?.close());

  const call = async (method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const update = (cart: Cart, actions: unknown[]) =>
    call('POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions });
  const cartWithLine = async () => {
    const created = cartSchema.parse(await (await call('POST', '/aces/me/carts', { currency: 'USD' })).json());
    return cartSchema.parse(await (await update(created, [{ action: 'addLineItem', sku, quantity: 1 }])).json());
  };

  it.each(prototypeNames)('refuses %s as a cart or line custom field, and stores nothing', async (name) => {
    const cart = await cartWithLine();
    const lineItemId = cart.lineItems[0]!.id;
    const attempts = [
      { action: 'setCustomField', name, value: 'x' },
      { action: 'setCustomType', type: { key: cartType.key }, fields: { [name]: 'x' } },
      { action: 'setLineItemCustomField', lineItemId, name, value: true },
      { action: 'setLineItemCustomType', lineItemId, type: { key: lineItemType.key }, fields: { [name]: true } },
      { action: 'addLineItem', sku, quantity: 1, custom: { type: { key: lineItemType.key }, fields: { [name]: 1 } } },
    ];
    for (const action of attempts) {
      const response = await update(cart, [action]);
      const error = await readError(response);
      expect(response.status, `${action.action}: ${error.message}`).toBe(400);
      // A `__proto__` key never passes the JSON parser; everything else reaches the custom-field rules.
      expect(error.errors[0]!.code).toMatch(/^Invalid(Json)?Input$/);
    }
    const after = cartSchema.parse(await (await call('GET', `/aces/me/carts/${cart.id}`)).json());
    expect(after.version).toBe(cart.version);
    expect(Object.keys(after.custom.fields)).not.toContain(name);
    expect(Object.keys(after.lineItems[0]!.custom?.fields ?? {})).not.toContain(name);
  });
});
