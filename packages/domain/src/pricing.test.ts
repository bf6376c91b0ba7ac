import { describe, expect, it } from 'vitest';
import { derivePriceInfo, loyaltyDiscountApplies, savingsPercent, type SkuPrices } from './pricing';

const base = { sku: 'S-1', uom: 'BX', itemNumber: '1001234' };

describe('derivePriceInfo (spec §3, §9)', () => {
  it.each<{ name: string; input: SkuPrices; best?: number; replenish?: number; strike: boolean; available: boolean; discounted?: number }>([
    { name: 'plan price wins over everything', input: { ...base, custom: 800, retail: { centAmount: 1000, discountedCentAmount: 900 } }, best: 800, replenish: 800, strike: true, available: true, discounted: 900 },
    { name: 'discounted retail without a plan price', input: { ...base, retail: { centAmount: 1000, discountedCentAmount: 900 } }, best: 900, replenish: 900, strike: true, available: true, discounted: 900 },
    { name: 'retail only: replenish is 97% of retail', input: { ...base, retail: { centAmount: 1999 } }, best: 1999, replenish: 1939, strike: false, available: true },
    { name: 'a "discount" above retail is ignored', input: { ...base, retail: { centAmount: 1000, discountedCentAmount: 1200 } }, best: 1000, replenish: 970, strike: false, available: true },
    { name: 'plan price equal to retail gets the replenish discount', input: { ...base, custom: 1000, retail: { centAmount: 1000 } }, best: 1000, replenish: 970, strike: false, available: true },
    { name: 'plan price above retail is still the plan price', input: { ...base, custom: 1100, retail: { centAmount: 1000 } }, best: 1100, replenish: 1100, strike: false, available: true },
    { name: 'no price: not sellable', input: { ...base }, strike: false, available: false },
    { name: 'no item number: not sellable', input: { sku: 'S-2', uom: 'BX', retail: { centAmount: 500 } }, best: 500, replenish: 485, strike: false, available: false },
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

describe('ASAP loyalty discount (spec §5)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('enrolled %s, on contract %s → %s', (asapEnrolled, hasPricingContract, applies) =>
    expect(loyaltyDiscountApplies({ asapEnrolled, hasPricingContract })).toBe(applies));
});
