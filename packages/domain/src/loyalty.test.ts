import { describe, expect, it } from 'vitest';
import {
  asapProgramme,
  loyaltyIneligibility,
  loyaltySavingOf,
  loyaltyTermsOf,
  termsPercent,
  loyaltyPrice,
  programmeCategories,
  programmeYearOf,
  quarterOf,
  rollingYearStart,
  sameLoyaltyTerms,
  statementPeriods,
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
    ['enrolled at retail, a participating group', true, false, 'Independent Dentists Alliance', undefined],
    ['not enrolled', false, false, null, 'NotEnrolled'],
    ['enrolled on a pricing contract', true, true, null, 'OnPricingContract'],
    ['neither enrolled nor at retail', false, true, null, 'NotEnrolled'],
    [
      'enrolled, a group that does not take part',
      true,
      false,
      'Great Lakes Purchasing Network',
      'BuyingGroupNotParticipating',
    ],
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

describe('loyaltyTermsOf and termsPercent', () => {
  const retail = { asapEnrolled: true, hasPricingContract: false, buyingGroup: null };
  it.each([
    ['consumables, Member', { asapProductCategory: 'consumables', controlled: false }, 0, 4],
    ['consumables, Gold', { asapProductCategory: 'consumables', controlled: false }, 2_500_000, 6],
    [
      'equipment, Silver (exactly at the threshold)',
      { asapProductCategory: 'equipment', controlled: false },
      1_000_000,
      2,
    ],
    ['equipment, a cent below Silver', { asapProductCategory: 'equipment', controlled: false }, 999_999, 1],
    ['no category', { asapProductCategory: null, controlled: false }, 2_500_000, 0],
    ['a category outside the programme', { asapProductCategory: 'pharmaceuticals', controlled: false }, 2_500_000, 0],
    ['a controlled item', { asapProductCategory: 'consumables', controlled: true }, 2_500_000, 0],
  ])('%s', (_name, item, spend, percent) => expect(termsPercent(loyaltyTermsOf(retail, spend), item)).toBe(percent));

  it('names the tier and the buying group of an enrolled office', () =>
    expect(loyaltyTermsOf({ ...retail, buyingGroup: 'Independent Dentists Alliance' }, 1_200_000)).toEqual({
      status: 'Enrolled',
      buyingGroup: 'Independent Dentists Alliance',
      tier: 'Silver',
      percents: { consumables: 5, instruments: 4, implants: 3, biologics: 3, equipment: 2 },
      excludeControlled: true,
    }));

  it.each([
    ['not enrolled', { ...retail, asapEnrolled: false }, 'NotEnrolled'],
    ['on a contract', { ...retail, hasPricingContract: true }, 'OnPricingContract'],
  ] as const)('gives nothing when %s', (_name, office, status) => {
    const terms = loyaltyTermsOf(office, 9_000_000);
    expect(terms).toEqual({ status, buyingGroup: null });
    expect(termsPercent(terms, { asapProductCategory: 'consumables', controlled: false })).toBe(0);
  });

  it('gives nothing without terms (a cart with no office)', () =>
    expect(termsPercent(null, { asapProductCategory: 'consumables', controlled: false })).toBe(0));
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

describe('loyaltySavingOf', () => {
  it.each([
    [[], 0],
    [[{ loyaltySavingCentAmount: 40, quantity: 3 }], 120],
    [
      [
        { loyaltySavingCentAmount: 40, quantity: 3 },
        { loyaltySavingCentAmount: 0, quantity: 9 },
        { loyaltySavingCentAmount: 7, quantity: 2 },
      ],
      134,
    ],
  ])('%j saves %i cents', (lines, saving) => expect(loyaltySavingOf(lines)).toBe(saving));
});

describe('statementPeriods', () => {
  it('lists the years and quarters from the first enrolment to today, newest first', () =>
    expect(statementPeriods('2025-11-20', '2026-05-02').map((period) => period.period)).toEqual([
      '2026',
      '2025',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
    ]));

  it.each([
    ['a quarter', '2026-Q3', { label: 'Q3 2026 (Jul–Sep)', from: '2026-07-01', to: '2026-09-30' }],
    ['a year', '2026', { label: 'Year 2026', from: '2026-01-01', to: '2026-12-31' }],
  ])('names %s with its dates', (_name, period, expected) =>
    expect(statementPeriods('2026-01-15', '2026-08-01').find((found) => found.period === period)).toEqual({
      period,
      ...expected,
    }),
  );

  it('is one year and one quarter for an office enrolled today', () =>
    expect(statementPeriods('2026-11-25', '2026-11-25').map((period) => period.period)).toEqual(['2026', '2026-Q4']));

  it('follows a programme year that starts in July', () =>
    expect(
      statementPeriods('2025-08-01', '2026-08-01', { ...asapProgramme, yearStartMonth: 7 })
        .filter((period) => !period.period.includes('Q'))
        .map(({ period, label, from, to }) => ({ period, label, from, to })),
    ).toEqual([
      { period: '2026', label: 'Programme year 2026–2027', from: '2026-07-01', to: '2027-06-30' },
      { period: '2025', label: 'Programme year 2025–2026', from: '2025-07-01', to: '2026-06-30' },
    ]));

  it('is empty before the first day', () => expect(statementPeriods('2026-12-01', '2026-11-25')).toEqual([]));
});

describe('sameLoyaltyTerms', () => {
  const retail = { asapEnrolled: true, hasPricingContract: false, buyingGroup: null };
  const silver = loyaltyTermsOf(retail, 1_000_000);
  // As a jsonb column gives terms back: same values, keys in another order.
  const readBack = JSON.parse(
    JSON.stringify({
      tier: silver.tier,
      percents: Object.fromEntries(Object.entries(silver.percents!).reverse()),
      status: silver.status,
      excludeControlled: silver.excludeControlled,
      buyingGroup: silver.buyingGroup,
    }),
  ) as typeof silver;

  it.each([
    ['the same terms read back in another key order', silver, readBack, true],
    ['another tier', silver, loyaltyTermsOf(retail, 2_500_000), false],
    ['enrolled and not', silver, loyaltyTermsOf({ ...retail, asapEnrolled: false }, 0), false],
    [
      'another buying group',
      silver,
      loyaltyTermsOf({ ...retail, buyingGroup: 'Independent Dentists Alliance' }, 1_000_000),
      false,
    ],
    ['a percent changed', silver, { ...silver, percents: { ...silver.percents, equipment: 9 } }, false],
    ['a category added', silver, { ...silver, percents: { ...silver.percents, sutures: 2 } }, false],
    ['none and none', null, undefined, true],
    ['terms and none', silver, null, false],
  ])('%s', (_name, a, b, same) => expect(sameLoyaltyTerms(a, b)).toBe(same));
});

describe('programmeCategories', () => {
  it('lists the largest percentage first, then by name, whatever the stored key order', () =>
    expect(
      programmeCategories({
        ...asapProgramme,
        categoryPercents: { implants: 2, biologics: 2, equipment: 1, consumables: 4, instruments: 3 },
      }),
    ).toEqual([
      { category: 'consumables', percent: 4 },
      { category: 'instruments', percent: 3 },
      { category: 'biologics', percent: 2 },
      { category: 'implants', percent: 2 },
      { category: 'equipment', percent: 1 },
    ]));
});
