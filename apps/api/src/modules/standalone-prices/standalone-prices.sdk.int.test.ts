import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { schema, seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/**
 * The storefront's price lookup (spec §7: standalone-prices where skus, channel undefined or the
 * pricing contract, valid date window, limit 500) made by the official commercetools SDK with its
 * own client-credentials token, against seeded demo prices.
 */
function sdkFor(host: string) {
  const client = new ClientBuilder()
    .withClientCredentialsFlow({
      host,
      projectKey: 'aces',
      credentials: { clientId: 'storefront', clientSecret: 'storefront-demo-secret' },
      scopes: ['view_standalone_prices:aces', 'view_channels:aces'],
      httpClient: fetch,
    })
    .withHttpMiddleware({ host, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'aces' });
}

const seededAt = new Date('2026-05-01T00:00:00Z');

describe.each(testDatabaseTargets())('standalone prices through the official commercetools SDK ($name)', (target) => {
  let api: TestApi;
  let sdk: ReturnType<typeof sdkFor>;

  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: (database) =>
        seedDemoData(database, { products: 60, hashPassword: async () => 'not-a-real-hash', now: seededAt }),
    });
    sdk = sdkFor(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('channels().get({where: key = ...}) then standalonePrices().get({where: skus, retail or contract, valid window, limit: 500})', async () => {
    const { body: channels } = await sdk
      .channels()
      .get({ queryArgs: { where: 'key = "contract-smile-dso"' } })
      .execute();
    const contract = channels.results[0]!;
    expect(contract).toMatchObject({ key: 'contract-smile-dso', roles: ['ProductDistribution'] });

    const stored = await api.db.select().from(schema.standalonePrices);
    const skus = [...new Set(stored.map((price) => price.sku))].slice(0, 40);
    const at = new Date(seededAt.getTime() + 86_400_000).toISOString();
    const where = `sku in (${skus.map((sku) => `"${sku}"`).join(', ')}) and (channel is not defined or channel(id = "${contract.id}")) and (validFrom is not defined or validFrom <= "${at}") and (validUntil is not defined or validUntil >= "${at}")`;
    const { body } = await sdk
      .standalonePrices()
      .get({ queryArgs: { where, limit: 500 } })
      .execute();

    const expected = stored.filter(
      (price) =>
        skus.includes(price.sku) &&
        (price.channelId === null || price.channelId === contract.id) &&
        (!price.validFrom || price.validFrom.toISOString() <= at) &&
        (!price.validUntil || price.validUntil.toISOString() >= at),
    );
    expect(body.total).toBe(expected.length);
    expect(body.results.map((price) => price.id).sort()).toEqual(expected.map((price) => price.id).sort());
    // Both kinds come back: retail (no channel) and plan prices on the contract.
    expect(body.results.some((price) => price.channel === undefined)).toBe(true);
    expect(body.results.some((price) => price.channel?.id === contract.id)).toBe(true);
    const first = body.results[0]!;
    expect(first.value).toMatchObject({ type: 'centPrecision', currencyCode: 'USD', fractionDigits: 2 });
  });

  it('standalonePrices().get({limit, offset}) pages', async () => {
    const all = await sdk
      .standalonePrices()
      .get({ queryArgs: { limit: 10, sort: 'id asc' } })
      .execute();
    const second = await sdk
      .standalonePrices()
      .get({ queryArgs: { limit: 5, offset: 5, sort: 'id asc' } })
      .execute();
    expect(second.body.results.map((price) => price.id)).toEqual(all.body.results.slice(5).map((price) => price.id));
  });
});
