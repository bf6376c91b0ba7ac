import { inventoryResponseSchema } from '@chairside/contracts';
import { seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerScopes } from '../../../test/customer-fixture';
import { daysFromNow, pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

type Headers = Record<string, string>;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

describe.each(testDatabaseTargets())('POST /ct/inventory ($name)', (target) => {
  let api: TestApi;
  let contractCustomer: Headers;
  let retailCustomer: Headers;
  let fx: ReturnType<typeof pricingFixture>;

  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: (database) =>
        seedDemoData(database, {
          products: 5,
          hashPassword: async () => 'not-a-real-hash',
          now: new Date('2026-05-01T00:00:00Z'),
        }),
    });
    fx = pricingFixture(api.db);
    const [es1, wc2] = [await fx.channelId('ES1'), await fx.channelId('WC2')];
    await fx.product('9200001', [
      { uom: 'BX', countPerUnit: 100 },
      { uom: 'CS', countPerUnit: 1000 },
    ]);
    await fx.product('9200002', [{ uom: 'EA', countPerUnit: 1 }]);
    await fx.product('9200003', [{ uom: 'PK', countPerUnit: 6 }]);
    await fx.product('9200004', [{ uom: 'EA', countPerUnit: 1 }], { published: false });
    await fx.lots([
      // Boxes at ES1: an expired lot, two live lots (one without expiration); WC2 stock is another warehouse's.
      { sku: 'T-9200001-BX', supplyChannelId: es1, quantityOnStock: 500, expiresAt: daysFromNow(-2) },
      { sku: 'T-9200001-BX', supplyChannelId: es1, quantityOnStock: 30, expiresAt: daysFromNow(60) },
      { sku: 'T-9200001-BX', supplyChannelId: es1, quantityOnStock: 12 },
      { sku: 'T-9200001-BX', supplyChannelId: wc2, quantityOnStock: 900 },
      { sku: 'T-9200001-CS', supplyChannelId: es1, quantityOnStock: 4, restockableInDays: 6 },
      // Out of stock at ES1 with an announced delivery.
      {
        sku: 'T-9200002-EA',
        supplyChannelId: es1,
        quantityOnStock: 0,
        restockableInDays: 10,
        expectedDelivery: daysFromNow(9),
      },
      { sku: 'T-9200004-EA', supplyChannelId: es1, quantityOnStock: 50 },
    ]);
    contractCustomer = (await fx.signInDemo('demo-customer@example.com')).headers;
    retailCustomer = (await fx.signInDemo('demo-retail@example.com')).headers;
  });
  afterAll(() => api?.close());

  const post = (headers: Headers, body: unknown) =>
    fetch(`${api.baseUrl}/ct/inventory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const check = async (
    headers: Headers,
    account: string,
    products: { item_number: string; uom: string; quantity: number }[],
  ) => {
    const response = await post(headers, { shipping_account_number: account, products });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return inventoryResponseSchema.parse(await response.json());
  };

  it("counts the non-expired lots of the account's warehouse, in the requested unit and in single items", async () => {
    const answer = await check(contractCustomer, 'SA-100245', [
      { item_number: '9200001', uom: 'BX', quantity: 10 },
      { item_number: '9200001', uom: 'CS', quantity: 2 },
      { item_number: '9200002', uom: 'EA', quantity: 1 },
    ]);
    expect(answer.shipping_account_number).toBe('SA-100245');
    expect(answer.products[0]).toEqual({
      success: true,
      inbound_params: { item_number: '9200001', uom: 'BX', quantity: 10 },
      results: {
        product_availability: {
          primary_uom: { uom: 'BX', quantity: 42 },
          secondary_uom: { uom: 'EA', quantity: 4200 },
          status: 'in_stock',
          is_on_stock: true,
          backorder_quantity: 0,
          warehouse: 'ES1',
        },
      },
    });
    expect(answer.products[1]!.results!.product_availability).toMatchObject({
      primary_uom: { uom: 'CS', quantity: 4 },
      secondary_uom: { uom: 'EA', quantity: 4000 },
      status: 'low_stock',
      is_on_stock: true,
      restockable_in_days: 6,
      expected_date: isoDate(daysFromNow(6)),
    });
    expect(answer.products[2]!.results!.product_availability).toMatchObject({
      primary_uom: { uom: 'EA', quantity: 0 },
      status: 'backorder',
      is_on_stock: false,
      backorder_quantity: 1,
      expected_date: isoDate(daysFromNow(9)),
    });
  });

  it('backorders what the warehouse cannot ship', async () => {
    const [boxes] = (await check(contractCustomer, 'SA-100246', [{ item_number: '9200001', uom: 'BX', quantity: 50 }]))
      .products;
    expect(boxes!.results!.product_availability).toMatchObject({
      primary_uom: { quantity: 42 },
      status: 'backorder',
      is_on_stock: false,
      backorder_quantity: 8,
    });
  });

  it('fails per product for unknown and unpublished products and for a product the warehouse does not stock', async () => {
    const answer = await check(retailCustomer, 'SA-100310', [
      { item_number: '0000001', uom: 'EA', quantity: 1 },
      { item_number: '9200001', uom: 'EA', quantity: 1 },
      { item_number: '9200004', uom: 'EA', quantity: 1 },
      { item_number: '9200003', uom: 'PK', quantity: 3 },
    ]);
    expect(answer.products.slice(0, 3)).toEqual([
      {
        success: false,
        message: messages.noProductFound,
        inbound_params: { item_number: '0000001', uom: 'EA', quantity: 1 },
      },
      {
        success: false,
        message: messages.noProductFound,
        inbound_params: { item_number: '9200001', uom: 'EA', quantity: 1 },
      },
      {
        success: false,
        message: messages.noProductFound,
        inbound_params: { item_number: '9200004', uom: 'EA', quantity: 1 },
      },
    ]);
    expect(answer.products[3]).toMatchObject({
      success: true,
      results: {
        product_availability: {
          primary_uom: { uom: 'PK', quantity: 0 },
          secondary_uom: { uom: 'EA', quantity: 0 },
          status: 'backorder',
          backorder_quantity: 3,
        },
      },
    });
  });

  it("follows the session's active office: after switching, that office's account and warehouse (WC2) answer", async () => {
    const { headers } = await fx.signInDemo('demo-customer@example.com', 'bright-smiles-oral-surgery');
    const [boxes] = (await check(headers, 'SA-100247', [{ item_number: '9200001', uom: 'BX', quantity: 1 }])).products;
    expect(boxes!.results!.product_availability).toMatchObject({
      warehouse: 'WC2',
      primary_uom: { uom: 'BX', quantity: 900 },
    });
    const [elsewhere] = (await check(headers, 'SA-100245', [{ item_number: '9200001', uom: 'BX', quantity: 1 }]))
      .products;
    expect(elsewhere).toMatchObject({ success: false, message: messages.unknownShippingAccount });
  });

  it.each([
    ['an unknown account', 'demo-customer', 'SA-NO-SUCH'],
    ["another customer's account", 'demo-customer', 'SA-100310'],
    ["an account of the customer's other office", 'demo-customer', 'SA-100247'],
    ["the contract customer's account, asked by the retail customer", 'demo-retail', 'SA-100245'],
  ])('fails every product, revealing nothing, for %s', async (_name, who, account) => {
    const headers = who === 'demo-customer' ? contractCustomer : retailCustomer;
    const answer = await check(headers, account, [
      { item_number: '9200001', uom: 'BX', quantity: 1 },
      { item_number: '0000001', uom: 'EA', quantity: 1 },
    ]);
    expect(answer.products).toEqual([
      {
        success: false,
        message: messages.unknownShippingAccount,
        inbound_params: { item_number: '9200001', uom: 'BX', quantity: 1 },
      },
      {
        success: false,
        message: messages.unknownShippingAccount,
        inbound_params: { item_number: '0000001', uom: 'EA', quantity: 1 },
      },
    ]);
  });

  it.each([
    ['501 products', Array.from({ length: 501 }, () => ({ item_number: '9200001', uom: 'BX', quantity: 1 }))],
    ['a negative quantity', [{ item_number: '9200001', uom: 'BX', quantity: -2 }]],
    ['a fractional quantity', [{ item_number: '9200001', uom: 'BX', quantity: 0.5 }]],
    ['a missing unit of measure', [{ item_number: '9200001', quantity: 1 }]],
  ])('answers 400 to %s', async (_name, products) => {
    const response = await post(contractCustomer, { shipping_account_number: 'SA-100245', products });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]!.code).toBe('InvalidInput');
  });

  it('answers an empty page with no products', async () => {
    expect((await check(contractCustomer, 'SA-100245', [])).products).toEqual([]);
  });

  it('needs a customer token: none is 401, a public read token or a client token 403', async () => {
    const body = {
      shipping_account_number: 'SA-100245',
      products: [{ item_number: '9200001', uom: 'BX', quantity: 1 }],
    };
    expect((await post({}, body)).status).toBe(401);
    expect((await post({ authorization: `Bearer ${await api.tokenFor()}` }, body)).status).toBe(403);
    expect((await post({ authorization: `Bearer ${await api.tokenFor(customerScopes)}` }, body)).status).toBe(403);
  });
});
