import { describe, expect, it } from 'vitest';
import {
  asapProgramme,
  loyaltyIneligibility,
  loyaltyPercent,
  loyaltyPrice,
  programmeYearOf,
  quarterOf,
  rollingYearStart,
  tierStanding,
  type LoyaltyIneligibility,
} from './loyalty';

const [member, silver, gold] = asapProgramme.tiers as [
  (typeof asapProgramme.tiers)[0],
  (typeof asapProgramme.tiers)[0],
  (typeof asapProgramme.tiers)[0],
];

describe('loyaltyIneligibility (spec §5)', () => {
  it.each<[string, boolean, boolean, string | null, LoyaltyIneligibility | undefined]>([
    ['enrolled at retail, no buying group', true, false, null, undefined],
    ['enrolled at retail, a participating group', true, false, 'smile-cooperative', undefined],
    ['not enrolled', false, false, null, 'NotEnrolled'],
    ['enrolled on a pricing contract', true, true, null, 'OnPricingContract'],
    ['neither enrolled nor at retail', false, true, null, 'NotEnrolled'],
    ['enrolled, a group that does not take part', true, false, 'big-dso-gpo', 'BuyingGroupNotParticipating'],
  ])('%s', (_name, asapEnrolled, hasPricingContract, buyingGroup, expected) =>
    expect(loyaltyIneligibility({ asapEnrolled, hasPricingContract, buyingGroup })).toBe(expected),
  );
});

describe('tierStanding', () => {
  it.each([
    [0, member, silver, 1_000_000],
    [999_999, member, silver, 1],
    [1_000_000, silver, gold, 1_500_000],
    [2_499_999, silver, gold, 1],
    [2_500_000, gold, undefined, 0],
    [9_000_000, gold, undefined, 0],
  ])('a spend of %i cents', (spend, tier, next, toNext) => expect(tierStanding(spend)).toEqual({ tier, next, toNext }));
});

describe('loyaltyPercent', () => {
  it.each([
    ['consumables, Member', { asapProductCategory: 'consumables', controlled: false }, member, 4],
    ['consumables, Gold', { asapProductCategory: 'consumables', controlled: false }, gold, 6],
    ['equipment, Silver', { asapProductCategory: 'equipment', controlled: false }, silver, 2],
    ['no category', { asapProductCategory: null, controlled: false }, gold, 0],
    ['a category outside the programme', { asapProductCategory: 'pharmaceuticals', controlled: false }, gold, 0],
    ['a controlled item', { asapProductCategory: 'consumables', controlled: true }, gold, 0],
  ])('%s', (_name, item, tier, percent) => expect(loyaltyPercent(item, tier)).toBe(percent));
});

describe('loyaltyPrice (plan price; else the lower of a promotion and loyalty off retail; else retail)', () => {
  it.each([
    ['retail only: loyalty applies', { retailPrice: 10_000 }, 4, { price: 9_600, loyaltySaving: 400 }],
    ['no loyalty percent', { retailPrice: 10_000 }, 0, { price: 10_000, loyaltySaving: 0 }],
    [
      'a promotion smaller than loyalty: loyalty wins, off retail',
      { retailPrice: 10_000, discountedRetailPrice: 9_800 },
      4,
      { price: 9_600, loyaltySaving: 200 },
    ],
    [
      'a promotion better than loyalty: no stacking',
      { retailPrice: 10_000, discountedRetailPrice: 9_000 },
      4,
      { price: 9_000, loyaltySaving: 0 },
    ],
    [
      'a promotion equal to loyalty: the promotion stands',
      { retailPrice: 10_000, discountedRetailPrice: 9_600 },
      4,
      { price: 9_600, loyaltySaving: 0 },
    ],
    [
      'a plan price never takes loyalty',
      { planPrice: 9_900, retailPrice: 10_000 },
      6,
      { price: 9_900, loyaltySaving: 0 },
    ],
    ['cents round as percentOf does', { retailPrice: 1_999 }, 3, { price: 1_939, loyaltySaving: 60 }],
  ])('%s', (_name, prices, percent, expected) => expect(loyaltyPrice(prices, percent)).toEqual(expected));

  it('has no price without retail or plan price', () => expect(loyaltyPrice({}, 4)).toBeUndefined());
});

describe('periods', () => {
  it.each([
    ['2026-11-25', '2025-11-26'],
    ['2028-03-01', '2027-03-03'],
  ])('the rolling year ending %s starts %s', (today, start) => expect(rollingYearStart(today)).toBe(start));

  it.each([
    ['2026-11-25', { from: '2026-01-01', to: '2026-12-31' }],
    ['2026-01-01', { from: '2026-01-01', to: '2026-12-31' }],
  ])('programme year of %s', (date, year) => expect(programmeYearOf(date)).toEqual(year));

  it('follows a programme year that starts in July', () => {
    const july = { ...asapProgramme, yearStartMonth: 7 };
    expect(programmeYearOf('2026-06-30', july)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(programmeYearOf('2026-07-01', july)).toEqual({ from: '2026-07-01', to: '2027-06-30' });
  });

  it.each([
    ['2026-02-14', { from: '2026-01-01', to: '2026-03-31' }],
    ['2026-06-30', { from: '2026-04-01', to: '2026-06-30' }],
    ['2028-08-01', { from: '2028-07-01', to: '2028-09-30' }],
    ['2026-12-31', { from: '2026-10-01', to: '2026-12-31' }],
  ])('quarter of %s', (date, quarter) => expect(quarterOf(date)).toEqual(quarter));
});
