import { schema, seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSdkFor, sdkRejection as rejection } from '../../../test/sdk-clients';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashPassword } from '../auth/password';

describe.each(testDatabaseTargets())('me/shopping-lists through the commercetools SDK ($name)', (target) => {
  let api: TestApi;
  let skus: string[];

  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: (database) =>
        seedDemoData(database, { products: 20, hashPassword, now: new Date('2026-05-01T00:00:00Z') }),
    });
    const rows = await api.db
      .select({ sku: schema.productVariants.sku })
      .from(schema.productVariants)
      .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
      .where(eq(schema.products.published, true))
      .orderBy(schema.productVariants.sku)
      .limit(3);
    skus = rows.map((row) => row.sku);
  });
  afterAll(() => api?.close());

  it('creates, reads with expansion, updates (409 on a stale version) and deletes a list', async () => {
    const sdk = customerSdkFor(api.baseUrl, 'demo-retail@example.com');
    const created = await sdk
      .me()
      .shoppingLists()
      .post({
        body: {
          name: { 'en-US': 'SDK list' },
          lineItems: [{ sku: skus[0]!, quantity: 2 }, { sku: skus[1]! }],
        },
      })
      .execute();
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ version: 1, name: { 'en-US': 'SDK list' } });
    const id = created.body.id;

    const read = await sdk
      .me()
      .shoppingLists()
      .withId({ ID: id })
      .get({ queryArgs: { expand: ['lineItems[*].variant'] } })
      .execute();
    expect(read.body.lineItems.map((line) => [line.variant?.sku, line.quantity])).toEqual([
      [skus[0], 2],
      [skus[1], 1],
    ]);
    expect(read.body.lineItems[0]!.productSlug?.['en-US']).toBeTruthy();

    const updated = await sdk
      .me()
      .shoppingLists()
      .withId({ ID: id })
      .post({
        body: {
          version: 1,
          actions: [
            { action: 'addLineItem', sku: skus[2]!, quantity: 3 },
            { action: 'changeLineItemQuantity', lineItemId: read.body.lineItems[0]!.id, quantity: 4 },
            { action: 'setLineItemCustomField', lineItemId: read.body.lineItems[1]!.id, name: 'note', value: 'Spare' },
            { action: 'changeName', name: { 'en-US': 'SDK list, renamed' } },
          ],
        },
      })
      .execute();
    expect(updated.body).toMatchObject({ version: 2, name: { 'en-US': 'SDK list, renamed' } });
    expect(updated.body.lineItems.map((line) => line.quantity)).toEqual([4, 1, 3]);
    expect(updated.body.lineItems[1]!.custom?.fields.note).toBe('Spare');

    const page = await sdk
      .me()
      .shoppingLists()
      .get({ queryArgs: { sort: 'lastModifiedAt desc', withTotal: true } })
      .execute();
    expect(page.body).toMatchObject({ limit: 50, total: 1 });
    expect(page.body.results[0]!.id).toBe(id);

    const stale = await rejection(
      sdk
        .me()
        .shoppingLists()
        .withId({ ID: id })
        .post({ body: { version: 1, actions: [{ action: 'changeName', name: { 'en-US': 'Old' } }] } })
        .execute(),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'ConcurrentModification', currentVersion: 2 });

    // The demo customer's seeded lists are its own; the retail customer's list is not among them.
    const other = customerSdkFor(api.baseUrl, 'demo-customer@example.com');
    const seeded = await other.me().shoppingLists().get().execute();
    expect(seeded.body.results.map((list) => [list.name['en-US'], list.custom?.fields])).toEqual([
      ['Favorites', { favorites: true, shared_with_office: false }],
      ['Operatory restock', { favorites: false, shared_with_office: true }],
    ]);
    expect(seeded.body.results[1]!.lineItems.length).toBeGreaterThan(0);
    const hidden = await rejection(other.me().shoppingLists().withId({ ID: id }).get().execute());
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.message).toBe(messages.listNotFound);

    const deleted = await sdk
      .me()
      .shoppingLists()
      .withId({ ID: id })
      .delete({ queryArgs: { version: 2 } })
      .execute();
    expect(deleted.body.id).toBe(id);
    expect((await rejection(sdk.me().shoppingLists().withId({ ID: id }).get().execute())).statusCode).toBe(404);
  });
});
