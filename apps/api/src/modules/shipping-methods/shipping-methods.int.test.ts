import { shippingMethodPagedQueryResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { shippingZoneId } from './shipping-methods.mapper';

describe.each(testDatabaseTargets())('GET /aces/shipping-methods ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    // Inserted out of rate order, so that sorting shows.
    await api.db.insert(schema.shippingMethods).values([
      { key: 'next-day', name: 'UPS Next Day Air', rateCentAmount: 3995 },
      {
        key: 'ground',
        name: 'UPS Ground',
        rateCentAmount: 999,
        freeAboveCentAmount: 24_900,
        isDefault: true,
        localizedDescription: { 'en-US': '3-5 business days' },
      },
      { key: 'will-call', name: 'Will Call', rateCentAmount: 0 },
      { key: 'retired', name: 'Freight', rateCentAmount: 9900, active: false },
      { key: 'second-day', name: 'UPS 2nd Day Air', rateCentAmount: 2495 },
    ]);
  });
  afterAll(() => api.close());

  const keys = async (search: string) => {
    const response = await api.fetch(`/aces/shipping-methods${search}`);
    expect(response.status).toBe(200);
    return shippingMethodPagedQueryResponseSchema.parse(await response.json()).results.map((method) => method.key);
  };

  it('lists the cheapest first by default and with sort=rate asc', async () => {
    const cheapestFirst = ['will-call', 'ground', 'second-day', 'next-day', 'retired'];
    expect(await keys('')).toEqual(cheapestFirst);
    expect(await keys('?sort=rate+asc')).toEqual(cheapestFirst);
    expect(await keys('?sort=rate+desc')).toEqual([...cheapestFirst].reverse());
  });

  it('accepts the rate path of the resource as the same sort', async () => {
    expect(await keys('?sort=zoneRates.shippingRates.price.centAmount+desc&limit=2')).toEqual(['retired', 'next-day']);
  });

  it('filters with where', async () => {
    expect(await keys('?where=active+%3D+true+and+key+!%3D+%22will-call%22')).toEqual([
      'ground',
      'second-day',
      'next-day',
    ]);
    expect(await keys('?where=isDefault+%3D+true')).toEqual(['ground']);
  });

  it('renders one US zone rate with the price and the free-above threshold', async () => {
    const response = await api.fetch('/aces/shipping-methods?where=key+%3D+%22ground%22');
    const [ground] = shippingMethodPagedQueryResponseSchema.parse(await response.json()).results;
    expect(ground).toMatchObject({
      key: 'ground',
      name: 'UPS Ground',
      localizedDescription: { 'en-US': '3-5 business days' },
      active: true,
      isDefault: true,
      zoneRates: [
        {
          zone: { typeId: 'zone', id: shippingZoneId },
          shippingRates: [
            {
              price: { type: 'centPrecision', currencyCode: 'USD', centAmount: 999, fractionDigits: 2 },
              freeAbove: { type: 'centPrecision', currencyCode: 'USD', centAmount: 24_900, fractionDigits: 2 },
              tiers: [],
            },
          ],
        },
      ],
    });
    expect('localizedName' in ground!).toBe(false);
  });

  it('answers 400 InvalidInput to an unknown sort', async () => {
    const response = await api.fetch('/aces/shipping-methods?sort=price+asc');
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain(
      "sort: 'price asc' is not supported; sort by rate, zoneRates.shippingRates.price.centAmount",
    );
  });
});
