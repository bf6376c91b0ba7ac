import { schema, seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSdkFor, customerSdkFor, sdkRejection as rejection } from '../test/sdk-clients';
import { startTestApi, type TestApi } from '../test/test-api';
import { hashPassword } from './modules/auth/password';

/**
 * The official commercetools SDK (platform-sdk on ts-client) as a black-box client of the cart
 * endpoints: me/active-cart, me/carts create, update and delete, for a signed-in customer (password
 * grant) and for an anonymous session (anonymous grant), against a seeded demo catalogue.
 */
describe.each(testDatabaseTargets())('the official commercetools SDK on carts ($name)', (target) => {
  let api: TestApi;
  let skus: string[];

  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: (database) =>
        seedDemoData(database, { products: 20, hashPassword, now: new Date('2026-05-01T00:00:00Z') }),
    });
    // Skus with a retail price: sellable to every customer.
    const rows = await api.db
      .selectDistinct({ sku: schema.standalonePrices.sku })
      .from(schema.standalonePrices)
      .innerJoin(schema.productVariants, eq(schema.productVariants.sku, schema.standalonePrices.sku))
      .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
      .where(
        and(
          isNull(schema.standalonePrices.channelId),
          eq(schema.standalonePrices.active, true),
          eq(schema.standalonePrices.currencyCode, 'USD'),
          eq(schema.products.published, true),
        ),
      );
    skus = rows.map((row) => row.sku).sort();
    expect(skus.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => api?.close());

  it('me().activeCart(), me().carts().post(), .withId().post() with actions, 409 currentVersion, .withId().delete()', async () => {
    const sdk = customerSdkFor(api.baseUrl, 'demo-retail@example.com');
    expect((await rejection(sdk.me().activeCart().get().execute())).statusCode).toBe(404);

    const created = await sdk
      .me()
      .carts()
      .post({ body: { currency: 'USD' } })
      .execute();
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ version: 1, cartState: 'Active', lineItems: [] });

    const cartId = created.body.id;
    const added = await sdk
      .me()
      .carts()
      .withId({ ID: cartId })
      .post({
        body: {
          version: 1,
          actions: [
            { action: 'addLineItem', sku: skus[0]!, quantity: 2 },
            { action: 'addLineItem', sku: skus[1]! },
          ],
        },
      })
      .execute();
    expect(added.body.version).toBe(2);
    expect(added.body.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus[0], 2],
      [skus[1], 1],
    ]);
    expect(added.body.totalPrice.centAmount).toBe(
      added.body.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0),
    );

    const active = await sdk.me().activeCart().get().execute();
    expect(active.body.id).toBe(cartId);

    const stale = await rejection(
      sdk
        .me()
        .carts()
        .withId({ ID: cartId })
        .post({
          body: {
            version: 1,
            actions: [{ action: 'changeLineItemQuantity', lineItemId: added.body.lineItems[0]!.id, quantity: 5 }],
          },
        })
        .execute(),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'ConcurrentModification', currentVersion: 2 });

    const changed = await sdk
      .me()
      .carts()
      .withId({ ID: cartId })
      .post({
        body: {
          version: stale.body.errors[0]!.currentVersion!,
          actions: [{ action: 'changeLineItemQuantity', lineItemId: added.body.lineItems[0]!.id, quantity: 5 }],
        },
      })
      .execute();
    expect(changed.body.lineItems[0]!.quantity).toBe(5);

    const deleted = await sdk
      .me()
      .carts()
      .withId({ ID: cartId })
      .delete({ queryArgs: { version: changed.body.version } })
      .execute();
    expect(deleted.body.id).toBe(cartId);
    expect((await rejection(sdk.me().activeCart().get().execute())).statusCode).toBe(404);
  });

  it('gives an anonymous session its own cart (anonymousId from the token)', async () => {
    const sdk = anonymousSdkFor(api.baseUrl);
    const created = await sdk
      .me()
      .carts()
      .post({ body: { currency: 'USD' } })
      .execute();
    expect(created.body.anonymousId).toEqual(expect.any(String));
    expect(created.body.customerId).toBeUndefined();
    const added = await sdk
      .me()
      .carts()
      .withId({ ID: created.body.id })
      .post({ body: { version: created.body.version, actions: [{ action: 'addLineItem', sku: skus[0]! }] } })
      .execute();
    expect(added.body.lineItems).toHaveLength(1);
    expect((await sdk.me().activeCart().get().execute()).body.id).toBe(created.body.id);
  });
});
