import { standalonePricePagedQueryResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const ids = {
  contract: '00000000-0000-4000-8000-0000000000d1',
  otherContract: '00000000-0000-4000-8000-0000000000d2',
  retailA: '00000000-0000-4000-8000-000000000a01',
  contractA: '00000000-0000-4000-8000-000000000a02',
  otherA: '00000000-0000-4000-8000-000000000a03',
  retailB: '00000000-0000-4000-8000-000000000b01',
  expiredB: '00000000-0000-4000-8000-000000000b02',
  upcomingB: '00000000-0000-4000-8000-000000000b03',
  currentB: '00000000-0000-4000-8000-000000000b04',
  retailC: '00000000-0000-4000-8000-000000000c01',
};

const now = '2026-05-01T12:00:00.000Z';

describe.each(testDatabaseTargets())('GET /aces/standalone-prices ($name)', (target) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db.insert(schema.channels).values([
      { id: ids.contract, key: 'contract-smile-dso', roles: ['ProductDistribution'] },
      { id: ids.otherContract, key: 'contract-midwest-gpo', roles: ['ProductDistribution'] },
    ]);
    await api.db.insert(schema.standalonePrices).values([
      { id: ids.retailA, key: 'retail-A', sku: 'SKU-A', centAmount: 1999, discountedCentAmount: 1799 },
      { id: ids.contractA, key: 'contract-A', sku: 'SKU-A', centAmount: 1500, channelId: ids.contract },
      { id: ids.otherA, sku: 'SKU-A', centAmount: 1400, channelId: ids.otherContract },
      { id: ids.retailB, sku: 'SKU-B', centAmount: 1000 },
      {
        id: ids.expiredB,
        sku: 'SKU-B',
        centAmount: 600,
        channelId: ids.contract,
        validFrom: new Date('2026-03-01T00:00:00Z'),
        validUntil: new Date('2026-04-01T00:00:00Z'),
      },
      {
        id: ids.upcomingB,
        sku: 'SKU-B',
        centAmount: 700,
        channelId: ids.contract,
        validFrom: new Date('2026-06-01T00:00:00Z'),
      },
      {
        id: ids.currentB,
        sku: 'SKU-B',
        centAmount: 800,
        channelId: ids.contract,
        validFrom: new Date('2026-04-20T00:00:00Z'),
        validUntil: new Date('2026-05-20T00:00:00Z'),
      },
      { id: ids.retailC, sku: 'SKU-C', centAmount: 300 },
    ]);
  });
  afterAll(() => api.close());

  const query = async (params: [string, string][]) => {
    const response = await api.fetch(`/aces/standalone-prices?${new URLSearchParams(params)}`);
    expect(response.status).toBe(200);
    return standalonePricePagedQueryResponseSchema.parse(await response.json());
  };
  const idsOf = async (params: [string, string][]) => (await query(params)).results.map((price) => price.id);

  it("answers the storefront's lookup: skus, retail or the customer's contract, valid now (reference §3.2)", async () => {
    const where = `sku in ("SKU-A", "SKU-B") and (channel is not defined or channel(id = "${ids.contract}")) and (validFrom is not defined or validFrom <= "${now}") and (validUntil is not defined or validUntil >= "${now}")`;
    expect(
      await idsOf([
        ['where', where],
        ['limit', '500'],
      ]),
    ).toEqual([ids.retailA, ids.contractA, ids.retailB, ids.currentB]);
  });

  it('takes the skus and the channel as input variables', async () => {
    const where = 'sku in :skus and (channel is not defined or channel(id = :channel))';
    expect(
      await idsOf([
        ['where', where],
        ['var.skus', 'SKU-A'],
        ['var.skus', 'SKU-C'],
        ['var.channel', ids.otherContract],
      ]),
    ).toEqual([ids.retailA, ids.otherA, ids.retailC]);
  });

  it('finds retail prices only with channel is not defined', async () => {
    expect(await idsOf([['where', 'channel is not defined']])).toEqual([ids.retailA, ids.retailB, ids.retailC]);
  });

  it('renders commercetools StandalonePrices', async () => {
    const { results } = await query([['where', `key = "retail-A"`]]);
    expect(results).toStrictEqual([
      {
        id: ids.retailA,
        version: 1,
        key: 'retail-A',
        sku: 'SKU-A',
        value: { type: 'centPrecision', currencyCode: 'USD', centAmount: 1999, fractionDigits: 2 },
        discounted: { value: { type: 'centPrecision', currencyCode: 'USD', centAmount: 1799, fractionDigits: 2 } },
        active: true,
        createdAt: expect.stringMatching(/Z$/),
        lastModifiedAt: expect.stringMatching(/Z$/),
      },
    ]);
    const [dated] = (await query([['where', `id = "${ids.currentB}"`]])).results;
    expect(dated).toMatchObject({
      channel: { typeId: 'channel', id: ids.contract },
      validFrom: '2026-04-20T00:00:00.000Z',
      validUntil: '2026-05-20T00:00:00.000Z',
    });
  });

  it('pages with limit and offset and counts the total', async () => {
    const page = await query([
      ['sort', 'sku asc'],
      ['limit', '2'],
      ['offset', '3'],
    ]);
    expect(page).toMatchObject({ limit: 2, offset: 3, count: 2, total: 8 });
    expect(page.results.map((price) => price.sku)).toEqual(['SKU-B', 'SKU-B']);
    expect(
      (
        await query([
          ['sort', 'sku desc'],
          ['limit', '1'],
        ])
      ).results[0]!.sku,
    ).toBe('SKU-C');
  });

  it.each([
    ['limit=501', 'limit'],
    [`where=${encodeURIComponent('channel(key = "x")')}`, "Unknown field 'key'"],
    [`where=${encodeURIComponent('sku in :skus')}`, 'skus'],
    [`sort=${encodeURIComponent('value asc')}`, 'sort'],
  ])('answers 400 to %s', async (params, message) => {
    const response = await api.fetch(`/aces/standalone-prices?${params}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain(message);
  });

  it('needs view_standalone_prices', async () => {
    const response = await api.fetch('/aces/standalone-prices', {
      headers: { authorization: `Bearer ${await api.tokenFor(['view_products'])}` },
    });
    expect(response.status).toBe(403);
  });
});
