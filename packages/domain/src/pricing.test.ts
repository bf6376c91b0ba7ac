import { describe, expect, it } from 'vitest';
import {
  derivePriceInfo,
  replenishDiscountPercent,
  replenishPrice,
  savingsPercent,
  selectPrice,
  type PriceCandidate,
  type SkuPrices,
} from './pricing';

const base = { sku: 'S-1', uom: 'BX', itemNumber: '1001234' };

describe('derivePriceInfo (spec §3, §9)', () => {
  it.each<{
    name: string;
    input: SkuPrices;
    best?: number;
    replenish?: number;
    strike: boolean;
    available: boolean;
    discounted?: number;
  }>([
    {
      name: 'plan price wins over everything',
      input: { ...base, custom: 800, retail: { centAmount: 1000, discountedCentAmount: 900 } },
      best: 800,
      replenish: 800,
      strike: true,
      available: true,
      discounted: 900,
    },
    {
      name: 'discounted retail without a plan price',
      input: { ...base, retail: { centAmount: 1000, discountedCentAmount: 900 } },
      best: 900,
      replenish: 900,
      strike: true,
      available: true,
      discounted: 900,
    },
    {
      name: 'retail only: replenish is 97% of retail',
      input: { ...base, retail: { centAmount: 1999 } },
      best: 1999,
      replenish: 1939,
      strike: false,
      available: true,
    },
    {
      name: 'a "discount" above retail is ignored',
      input: { ...base, retail: { centAmount: 1000, discountedCentAmount: 1200 } },
      best: 1000,
      replenish: 970,
      strike: false,
      available: true,
    },
    {
      name: 'plan price equal to retail gets the replenish discount',
      input: { ...base, custom: 1000, retail: { centAmount: 1000 } },
      best: 1000,
      replenish: 970,
      strike: false,
      available: true,
    },
    {
      name: 'plan price above retail is still the plan price',
      input: { ...base, custom: 1100, retail: { centAmount: 1000 } },
      best: 1100,
      replenish: 1100,
      strike: false,
      available: true,
    },
    { name: 'no price: not sellable', input: { ...base }, strike: false, available: false },
    {
      name: 'no item number: not sellable',
      input: { sku: 'S-2', uom: 'BX', retail: { centAmount: 500 } },
      best: 500,
      replenish: 485,
      strike: false,
      available: false,
    },
  ])('$name', ({ input, best, replenish, strike, available, discounted }) => {
    const info = derivePriceInfo(input);
    expect(info.bestPrice).toBe(best);
    expect(info.replenishPrice).toBe(replenish);
    expect(info.strikeRetail).toBe(strike);
    expect(info.available).toBe(available);
    expect(info.discountedRetailPrice).toBe(discounted);
  });

  describe('with ASAP loyalty', () => {
    it.each<{ name: string; input: SkuPrices; best: number; replenish: number; percent?: number; saving?: number }>([
      {
        name: 'retail only: loyalty takes its percent off retail',
        input: { ...base, retail: { centAmount: 10_000 }, loyaltyPercent: 4 },
        best: 9_600,
        replenish: 9_600,
        percent: 4,
        saving: 400,
      },
      {
        name: 'a promotion better than loyalty stands, loyalty not stacked on it',
        input: { ...base, retail: { centAmount: 10_000, discountedCentAmount: 9_000 }, loyaltyPercent: 4 },
        best: 9_000,
        replenish: 9_000,
      },
      {
        name: 'a promotion smaller than loyalty: loyalty off retail, saving counted against the promotion',
        input: { ...base, retail: { centAmount: 10_000, discountedCentAmount: 9_800 }, loyaltyPercent: 4 },
        best: 9_600,
        replenish: 9_600,
        percent: 4,
        saving: 200,
      },
      {
        name: 'a plan price stands whatever the percent',
        input: { ...base, custom: 9_900, retail: { centAmount: 10_000 }, loyaltyPercent: 6 },
        best: 9_900,
        replenish: 9_900,
      },
      {
        name: 'loyalty below the replenish discount: a plan order takes the replenish price',
        input: { ...base, retail: { centAmount: 10_000 }, loyaltyPercent: 1 },
        best: 9_900,
        replenish: 9_700,
        percent: 1,
        saving: 100,
      },
      {
        name: 'a percent of 0 changes nothing',
        input: { ...base, retail: { centAmount: 10_000 }, loyaltyPercent: 0 },
        best: 10_000,
        replenish: 9_700,
      },
    ])('$name', ({ input, best, replenish, percent, saving }) => {
      const info = derivePriceInfo(input);
      expect(info.bestPrice).toBe(best);
      expect(info.replenishPrice).toBe(replenish);
      expect(info.loyaltyPercent).toBe(percent);
      expect(info.loyaltySaving).toBe(saving);
      expect(info.strikeRetail).toBe(best < 10_000);
    });
  });

  it.each([
    [{ bestPrice: 800, retailPrice: 1000 }, 20],
    [{ bestPrice: 999, retailPrice: 1000 }, 0],
    [{ bestPrice: 1000, retailPrice: 1000 }, undefined],
    [{ bestPrice: 500, retailPrice: undefined }, undefined],
  ])('savings of %o is %s%%', (info, percent) => expect(savingsPercent(info)).toBe(percent));
});

describe('replenishPrice (spec §9)', () => {
  it('is 3 percent off', () => expect(replenishDiscountPercent).toBe(3));

  it.each([
    { name: 'best price is retail: 97% of it', bestPrice: 1000, retailPrice: 1000, expected: 970 },
    { name: 'rounded to whole cents', bestPrice: 1999, retailPrice: 1999, expected: 1939 },
    { name: 'half a cent rounds up', bestPrice: 50, retailPrice: 50, expected: 49 },
    { name: 'a best price below retail stays', bestPrice: 800, retailPrice: 1000, expected: 800 },
    { name: 'a best price above retail stays', bestPrice: 1100, retailPrice: 1000, expected: 1100 },
    { name: 'no retail price: the best price', bestPrice: 700, retailPrice: undefined, expected: 700 },
    { name: 'no price at all', bestPrice: undefined, retailPrice: undefined, expected: undefined },
    { name: 'free stays free', bestPrice: 0, retailPrice: 0, expected: 0 },
  ])('$name', ({ bestPrice, retailPrice, expected }) =>
    expect(replenishPrice({ bestPrice, retailPrice })).toBe(expected),
  );
});

describe('selectPrice (reference §4 price selection)', () => {
  const at = new Date('2026-05-01T12:00:00Z');
  const d = (iso: string) => new Date(iso);
  const retail = { id: 'r-undated', channelId: null, centAmount: 1000 };
  const promo = {
    id: 'r-promo',
    channelId: null,
    centAmount: 900,
    validFrom: d('2026-04-28T00:00:00Z'),
    validUntil: d('2026-05-05T00:00:00Z'),
  };
  const later = { id: 'r-later', channelId: null, centAmount: 850, validFrom: d('2026-04-30T00:00:00Z') };
  const expired = { id: 'c-expired', channelId: 'contract', centAmount: 600, validUntil: d('2026-05-01T12:00:00Z') };
  const upcoming = { id: 'c-upcoming', channelId: 'contract', centAmount: 700, validFrom: d('2026-05-01T12:00:01Z') };
  const plan = { id: 'c-plan', channelId: 'contract', centAmount: 800 };
  const other = { id: 'o-plan', channelId: 'other', centAmount: 500 };

  it.each<{ name: string; candidates: PriceCandidate[]; channel: string | null; expected: string | undefined }>([
    { name: 'the only retail price', candidates: [retail, plan], channel: null, expected: 'r-undated' },
    {
      name: 'a current dated price beats an undated one',
      candidates: [retail, promo],
      channel: null,
      expected: 'r-promo',
    },
    {
      name: 'among dated prices the latest start wins',
      candidates: [promo, later, retail],
      channel: null,
      expected: 'r-later',
    },
    {
      name: 'validUntil is exclusive, validFrom inclusive',
      candidates: [expired, upcoming, plan],
      channel: 'contract',
      expected: 'c-plan',
    },
    {
      name: "another contract's price never applies",
      candidates: [other, retail],
      channel: 'contract',
      expected: undefined,
    },
    { name: 'nothing valid: no price', candidates: [expired, upcoming], channel: 'contract', expected: undefined },
    {
      name: 'a tie goes to the lowest id',
      candidates: [
        { ...plan, id: 'c-b' },
        { ...plan, id: 'c-a' },
      ],
      channel: 'contract',
      expected: 'c-a',
    },
  ])('$name', ({ candidates, channel, expected }) => expect(selectPrice(candidates, channel, at)?.id).toBe(expected));

  it('starts exactly at validFrom', () =>
    expect(selectPrice([{ ...promo, validFrom: at }], null, at)?.id).toBe('r-promo'));
});
