import { describe, expect, it } from 'vitest';
import {
  derivePriceInfo,
  loyaltyDiscountApplies,
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

describe('ASAP loyalty discount (spec §5)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('enrolled %s, on contract %s → %s', (asapEnrolled, hasPricingContract, applies) =>
    expect(loyaltyDiscountApplies({ asapEnrolled, hasPricingContract })).toBe(applies),
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
