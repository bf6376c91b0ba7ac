import { channelPagedQueryResponseSchema, channelSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const ids = {
  es1: '00000000-0000-4000-8000-0000000000e1',
  wc2: '00000000-0000-4000-8000-0000000000e2',
  contract: '00000000-0000-4000-8000-0000000000e3',
};

describe.each(testDatabaseTargets())('GET /aces/channels ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db.insert(schema.channels).values([
      {
        id: ids.contract,
        key: 'contract-smile-dso',
        roles: ['ProductDistribution'],
        name: { 'en-US': 'Smile Partners DSO Agreement' },
      },
      { id: ids.wc2, key: 'WC2', roles: ['InventorySupply'] },
      {
        id: ids.es1,
        key: 'ES1',
        roles: ['InventorySupply', 'Primary'],
        name: { 'en-US': 'East Coast Distribution Center' },
        description: { 'en-US': 'Allentown, Pennsylvania' },
      },
    ]);
  });
  afterAll(() => api.close());

  const keys = async (params: [string, string][]) => {
    const response = await api.fetch(`/aces/channels?${new URLSearchParams(params)}`);
    expect(response.status).toBe(200);
    return channelPagedQueryResponseSchema.parse(await response.json()).results.map((channel) => channel.key);
  };

  it('finds channels by key and by a list of keys, as the spec asks', async () => {
    expect(await keys([['where', 'key = "ES1"']])).toEqual(['ES1']);
    expect(await keys([['where', 'key in ("ES1", "contract-smile-dso")']])).toEqual(['ES1', 'contract-smile-dso']);
    expect(
      await keys([
        ['where', 'key = :key'],
        ['var.key', 'WC2'],
      ]),
    ).toEqual(['WC2']);
    expect(await keys([['where', 'key = "es1"']])).toEqual([]);
  });

  it('filters on roles', async () => {
    expect(await keys([['where', 'roles contains any ("InventorySupply")']])).toEqual(['ES1', 'WC2']);
    expect(await keys([['where', 'roles contains all ("InventorySupply", "Primary")']])).toEqual(['ES1']);
    expect(await keys([['where', 'roles = "ProductDistribution"']])).toEqual(['contract-smile-dso']);
    expect(await keys([['where', 'roles != "InventorySupply"']])).toEqual(['contract-smile-dso']);
    expect(await keys([['where', 'roles in ("Primary", "OrderExport")']])).toEqual(['ES1']);
    expect(await keys([['where', 'roles is empty']])).toEqual([]);
  });

  it('sorts by key, bytewise', async () => {
    expect(await keys([['sort', 'key asc']])).toEqual(['ES1', 'WC2', 'contract-smile-dso']);
  });

  it('gets a channel by id, in commercetools shape', async () => {
    const response = await api.fetch(`/aces/channels/${ids.es1}`);
    expect(response.status).toBe(200);
    expect(channelSchema.parse(await response.json())).toStrictEqual({
      id: ids.es1,
      version: 1,
      key: 'ES1',
      roles: ['InventorySupply', 'Primary'],
      name: { 'en-US': 'East Coast Distribution Center' },
      description: { 'en-US': 'Allentown, Pennsylvania' },
      createdAt: expect.stringMatching(/Z$/),
      lastModifiedAt: expect.stringMatching(/Z$/),
    });
  });

  it.each(['00000000-0000-4000-8000-0000000000ff', 'ES1'])(
    'answers 404 ResourceNotFound for /aces/channels/%s',
    async (id) => {
      const response = await api.fetch(`/aces/channels/${id}`);
      expect(response.status).toBe(404);
      expect((await readError(response)).errors[0]?.code).toBe('ResourceNotFound');
    },
  );

  it.each([
    ['roles > "A"', "Operator '>' does not apply to field 'roles'"],
    ['roles contains any ()', "Invalid input ')'"],
    ['address(city = "x")', "Unknown field 'address'"],
  ])('answers 400 InvalidInput to where=%s', async (predicate, message) => {
    const response = await api.fetch(`/aces/channels?${new URLSearchParams([['where', predicate]])}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain(message);
  });
});
