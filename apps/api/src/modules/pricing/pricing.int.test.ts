import { pricingResponseSchema, type PricingItemResult } from '@chairside/contracts';
import { seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerScopes } from '../../../test/customer-fixture';
import { daysFromNow, pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

type Headers = Record<string, string>;

// With the price cache (records of every channel, shared by customers) and without (only the customer's prices read).
const targets = testDatabaseTargets().flatMap((target) =>
  ['30', '0'].map((seconds) => ({ ...target, cacheSeconds: seconds })),
);

describe.each(targets)('POST /ct/pricing ($name, price cache $cacheSeconds s)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof pricingFixture>;
  let contractCustomer: Headers;
  let retailCustomer: Headers;
  let smileDso: string;
  let otherContract: string;
  let skus: { gloves: string; glovesCase: string; burs: string; unpriced: string; hidden: string; dated: string };

  beforeAll(async () => {
    api = await startTestApi(target, {
      env: { PRICE_CACHE_SECONDS: target.cacheSeconds },
      prepare: (database) =>
        seedDemoData(database, {
          products: 5,
          hashPassword: async () => 'not-a-real-hash',
          now: new Date('2026-05-01T00:00:00Z'),
        }),
    });
    fx = pricingFixture(api.db);
    smileDso = await fx.channelId('contract-smile-dso');
    otherContract = await fx.channelId('contract-midwest-gpo');
    const [gloves, glovesCase] = await fx.product(
      '9100001',
      [
        { uom: 'BX', countPerUnit: 100 },
        { uom: 'CS', countPerUnit: 1000 },
      ],
      { asapCategory: 'infection-control' },
    );
    const [burs] = await fx.product('9100002', [{ uom: 'PK', countPerUnit: 5 }]);
    const [unpriced] = await fx.product('9100003', [{ uom: 'EA', countPerUnit: 1 }]);
    const [hidden] = await fx.product('9100004', [{ uom: 'EA', countPerUnit: 1 }], { published: false });
    const [dated] = await fx.product('9100005', [{ uom: 'EA', countPerUnit: 1 }]);
    skus = {
      gloves: gloves!,
      glovesCase: glovesCase!,
      burs: burs!,
      unpriced: unpriced!,
      hidden: hidden!,
      dated: dated!,
    };
    await fx.prices([
      { sku: skus.gloves, centAmount: 1999 },
      { sku: skus.gloves, centAmount: 1500, channelId: smileDso },
      { sku: skus.gloves, centAmount: 1100, channelId: otherContract },
      { sku: skus.glovesCase, centAmount: 18999 },
      { sku: skus.burs, centAmount: 4599, discountedCentAmount: 3999 },
      // A retail price that is switched off and one in another currency never apply.
      { sku: skus.unpriced, centAmount: 500, active: false },
      { sku: skus.unpriced, centAmount: 500, currencyCode: 'EUR' },
      { sku: skus.hidden, centAmount: 700 },
      // Date windows: retail has an undated price and a current promotion; the contract an expired,
      // a current and an upcoming price.
      { sku: skus.dated, centAmount: 1000 },
      { sku: skus.dated, centAmount: 900, validFrom: daysFromNow(-3), validUntil: daysFromNow(3) },
      {
        sku: skus.dated,
        centAmount: 600,
        channelId: smileDso,
        validFrom: daysFromNow(-30),
        validUntil: daysFromNow(-1),
      },
      {
        sku: skus.dated,
        centAmount: 800,
        channelId: smileDso,
        validFrom: daysFromNow(-1),
        validUntil: daysFromNow(10),
      },
      { sku: skus.dated, centAmount: 700, channelId: smileDso, validFrom: daysFromNow(5) },
    ]);
    contractCustomer = (await fx.signInDemo('demo-customer@example.com')).headers;
    retailCustomer = (await fx.signInDemo('demo-retail@example.com')).headers;
  });
  afterAll(() => api?.close());

  const post = (headers: Headers, body: unknown) =>
    fetch(`${api.baseUrl}/ct/pricing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const price = async (headers: Headers, account: string, items: string[]) => {
    const response = await post(headers, { shipping_account_number: account, items: items.map((sku) => ({ sku })) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return pricingResponseSchema.parse(await response.json());
  };
  const bySku = (items: PricingItemResult[]) => Object.fromEntries(items.map((item) => [item.sku, item]));

  it('gives a contract customer the plan prices of the office contract, else (discounted) retail, with derived price info', async () => {
    const answer = await price(contractCustomer, 'SA-100245', [skus.gloves, skus.glovesCase, skus.burs]);
    expect(answer.pricing_contract).toEqual({ typeId: 'channel', id: smileDso, key: 'contract-smile-dso' });
    expect(answer.allow_loyalty_discount).toBe(false);
    const items = bySku(answer.items);
    expect(answer.currencyCode).toBe('USD');
    expect(items[skus.gloves]).toStrictEqual({
      sku: skus.gloves,
      success: true,
      asap_product_category: 'infection-control',
      price_info: {
        sku: skus.gloves,
        item_number: '9100001',
        uom: 'BX',
        available: true,
        planPrice: 1500,
        retailPrice: 1999,
        bestPrice: 1500,
        replenishPrice: 1500,
        strikeRetail: true,
      },
    });
    expect(items[skus.gloves]!.message).toBeUndefined();
    // No plan price for the case: retail, and 3% off retail for replenishment.
    expect(items[skus.glovesCase]).toMatchObject({
      success: true,
      price_info: { bestPrice: 18999, retailPrice: 18999, replenishPrice: 18429, strikeRetail: false },
    });
    expect(items[skus.burs]).toMatchObject({
      price_info: { retailPrice: 4599, discountedRetailPrice: 3999, bestPrice: 3999, strikeRetail: true },
    });
  });

  it('gives a customer without a contract retail prices; ASAP loyalty applies to the enrolled retail customer', async () => {
    const answer = await price(retailCustomer, 'SA-100310', [skus.gloves, skus.burs]);
    expect(answer.pricing_contract).toBeNull();
    expect(answer.allow_loyalty_discount).toBe(true);
    const items = bySku(answer.items);
    expect(items[skus.gloves]).toMatchObject({
      price_info: { retailPrice: 1999, bestPrice: 1999, replenishPrice: 1939, strikeRetail: false },
    });
    expect(items[skus.gloves]!.price_info!.planPrice).toBeUndefined();
    expect(items[skus.burs]!.price_info!.bestPrice).toBe(3999);
  });

  it('picks the prices valid now: a current dated price beats an undated one, expired and upcoming ones do not apply', async () => {
    const contract = bySku((await price(contractCustomer, 'SA-100245', [skus.dated])).items)[skus.dated]!;
    expect(contract.price_info).toMatchObject({ planPrice: 800, retailPrice: 900, bestPrice: 800 });
    const retail = bySku((await price(retailCustomer, 'SA-100310', [skus.dated])).items)[skus.dated]!;
    expect(retail.price_info).toMatchObject({ retailPrice: 900, bestPrice: 900 });
  });

  it('answers per item: unknown and unpublished skus fail, a sku without a usable price is not sellable', async () => {
    const answer = await price(contractCustomer, 'SA-100246', [
      'NO-SUCH-SKU',
      skus.unpriced,
      skus.hidden,
      skus.gloves,
      'NO-SUCH-SKU',
    ]);
    expect(answer.items.map((item) => item.sku)).toEqual([
      'NO-SUCH-SKU',
      skus.unpriced,
      skus.hidden,
      skus.gloves,
      'NO-SUCH-SKU',
    ]);
    expect(answer.items[0]).toEqual({ sku: 'NO-SUCH-SKU', success: false, message: messages.noProductFound });
    expect(answer.items[1]).toMatchObject({
      success: true,
      message: 'This product does not have an hs-compatible price!',
      price_info: { available: false, strikeRetail: false },
    });
    expect(answer.items[1]!.price_info!.bestPrice).toBeUndefined();
    expect(answer.items[2]).toEqual({ sku: skus.hidden, success: false, message: messages.noProductFound });
    expect(answer.items[3]!.price_info!.bestPrice).toBe(1500);
    expect((await price(contractCustomer, 'SA-100245', [])).items).toEqual([]);
  });

  it('answers 403 revealing nothing for a shipping account outside the active office', async () => {
    const refusals = [];
    // Another customer's account, the customer's own other office's account, and no account at all.
    for (const [headers, account] of [
      [contractCustomer, 'SA-100310'],
      [contractCustomer, 'SA-100247'],
      [retailCustomer, 'SA-100245'],
      [contractCustomer, 'SA-NO-SUCH'],
    ] as const) {
      const response = await post(headers, { shipping_account_number: account, items: [{ sku: skus.gloves }] });
      expect(response.status).toBe(403);
      refusals.push(await readError(response));
    }
    expect(new Set(refusals.map((error) => JSON.stringify(error))).size).toBe(1);
  });

  it("follows the session's active office: after switching to the other office its account and contract apply", async () => {
    const { headers } = await fx.signInDemo('demo-customer@example.com', 'bright-smiles-oral-surgery');
    const answer = await price(headers, 'SA-100247', [skus.gloves]);
    expect(answer.pricing_contract?.key).toBe('contract-smile-dso');
    expect(answer.items[0]!.price_info!.planPrice).toBe(1500);
    expect((await post(headers, { shipping_account_number: 'SA-100245', items: [{ sku: skus.gloves }] })).status).toBe(
      403,
    );
  });

  it.each([
    [
      '501 items',
      { shipping_account_number: 'SA-100245', items: Array.from({ length: 501 }, (_, n) => ({ sku: `S-${n}` })) },
    ],
    ['a negative quantity', { shipping_account_number: 'SA-100245', items: [{ sku: 'S-1', quantity: -1 }] }],
    ['a fractional quantity', { shipping_account_number: 'SA-100245', items: [{ sku: 'S-1', quantity: 1.5 }] }],
    ['no shipping account number', { shipping_account_number: '', items: [{ sku: 'S-1' }] }],
    ['items that are not objects', { shipping_account_number: 'SA-100245', items: ['S-1'] }],
  ])('answers 400 to %s', async (_name, body) => {
    const response = await post(contractCustomer, body);
    expect(response.status).toBe(400);
    expect((await readError(response)).statusCode).toBe(400);
  });

  it('echoes the quantity asked for', async () => {
    const response = await post(contractCustomer, {
      shipping_account_number: 'SA-100245',
      items: [{ sku: skus.burs, quantity: 3 }, { sku: skus.gloves }],
    });
    const { items } = pricingResponseSchema.parse(await response.json());
    expect(items.map((item) => item.quantity)).toEqual([3, undefined]);
  });

  it('accepts exactly 500 items in one call', async () => {
    const items = Array.from({ length: 500 }, (_, n) => (n % 2 === 0 ? skus.gloves : `S-${n}`));
    const answer = await price(contractCustomer, 'SA-100245', items);
    expect(answer.items).toHaveLength(500);
    expect(answer.items.filter((item) => item.success)).toHaveLength(250);
  });

  it('needs a customer token: none is 401, a public read token or a client token 403', async () => {
    const body = { shipping_account_number: 'SA-100245', items: [{ sku: skus.gloves }] };
    expect((await post({}, body)).status).toBe(401);
    expect((await post({ authorization: `Bearer ${await api.tokenFor()}` }, body)).status).toBe(403);
    expect((await post({ authorization: `Bearer ${await api.tokenFor(customerScopes)}` }, body)).status).toBe(403);
  });
});
