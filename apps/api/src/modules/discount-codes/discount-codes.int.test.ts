import { discountCodePagedQueryResponseSchema, discountCodeSchema } from '@chairside/contracts';
import { discountCodeRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const ids = {
  welcome: '00000000-0000-4000-8000-0000000000d1',
  bulk: '00000000-0000-4000-8000-0000000000d2',
  limited: '00000000-0000-4000-8000-0000000000d3',
};

describe.each(testDatabaseTargets())('discount codes ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db.insert(schema.discountCodes).values([
      { id: ids.welcome, code: 'WELCOME10', name: { 'en-US': '10% off' }, permyriad: 1000 },
      {
        id: ids.bulk,
        code: 'BULK25',
        name: { 'en-US': '$25 off $500' },
        centAmount: 2500,
        minimumSubtotalCentAmount: 50_000,
      },
      {
        id: ids.limited,
        code: 'ONCE',
        name: { 'en-US': 'One use' },
        permyriad: 500,
        maxApplications: 1,
        isActive: false,
      },
    ]);
  });
  afterAll(() => api.close());

  const codes = async (params: [string, string][]) => {
    const response = await api.fetch(`/aces/discount-codes?${new URLSearchParams(params)}`);
    expect(response.status).toBe(200);
    return discountCodePagedQueryResponseSchema.parse(await response.json()).results.map((code) => code.code);
  };

  it('finds the codes of a cart by id (spec: where id)', async () => {
    expect(await codes([['where', `id in ("${ids.welcome}", "${ids.bulk}")`]])).toEqual(['WELCOME10', 'BULK25']);
    expect(await codes([['where', 'isActive = false']])).toEqual(['ONCE']);
    expect(await codes([['sort', 'code asc']])).toEqual(['BULK25', 'ONCE', 'WELCOME10']);
  });

  it('gets a code by id with its value, minimum and predicate', async () => {
    const response = await api.fetch(`/aces/discount-codes/${ids.bulk}`);
    expect(response.status).toBe(200);
    expect(discountCodeSchema.parse(await response.json())).toMatchObject({
      code: 'BULK25',
      cartPredicate: 'totalPrice >= "500.00 USD"',
      isActive: true,
      custom: { fields: { cent_amount: 2500, minimum_subtotal_cent_amount: 50_000, applications: 0 } },
    });
  });

  it('answers 404 for unknown ids and 401 without a token', async () => {
    expect(
      (await readError(await api.fetch('/aces/discount-codes/00000000-0000-4000-8000-0000000000ff'))).errors[0]?.code,
    ).toBe('ResourceNotFound');
    expect((await fetch(`${api.baseUrl}/aces/discount-codes`)).status).toBe(401);
  });

  it('never counts a limited code past its maximum, even when orders race for it', async () => {
    const repository = discountCodeRepository(api.db);
    const results = await Promise.all(
      [1, 2, 3].map(() => api.db.transaction((tx) => discountCodeRepository(tx).recordApplications([ids.limited]))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await repository.findByIds([ids.limited]))[0]?.applications).toBe(1);
    expect(await repository.recordApplications([ids.welcome, ids.bulk])).toBe(true);
  });
});
