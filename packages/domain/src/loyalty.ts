import { percentOf } from './money';
import { addDays } from './plan-schedule';

/**
 * ASAP loyalty (issue 19; spec §3, §5): a percentage off retail by product category for enrolled practices that buy
 * at retail, raised by spend tiers over a rolling 12 months. The programme is data (later edited in the back office);
 * the rules below are pure. Amounts are cents; dates are calendar dates (YYYY-MM-DD).
 */

export interface LoyaltyTier {
  name: string;
  /** Spend over the last 12 months (cents) from which the tier holds. */
  minSpend: number;
  /** Percentage points added to every category's percentage. */
  bonusPercent: number;
}

export interface LoyaltyProgramme {
  /** Base percentage off retail per asap_product_category; a category not listed earns nothing. */
  categoryPercents: Readonly<Record<string, number>>;
  /** Ascending by minSpend; the first starts at 0. */
  tiers: readonly LoyaltyTier[];
  /**
   * Buying groups that take part; a practice in no buying group always may. A group that negotiates its own
   * pricing for its members (in the demo, Great Lakes Purchasing Network) is left out.
   */
  buyingGroups: readonly string[];
  /**
   * Controlled substances earn no loyalty discount: a price incentive tied to volume on scheduled drugs is what DEA
   * suspicious-order monitoring looks for, and distributors keep them out of rebate programmes.
   */
  excludeControlled: boolean;
  /** The programme year starts on the first day of this month (1 = January): annual statements follow it. */
  yearStartMonth: number;
}

/**
 * The programme as seeded. Percentages follow distributor loyalty programmes for independent practices: consumables
 * (gloves, infection control, restoratives) earn most, capital equipment least, pharmaceuticals nothing.
 */
export const asapProgramme: LoyaltyProgramme = {
  categoryPercents: { consumables: 4, instruments: 3, implants: 2, biologics: 2, equipment: 1 },
  tiers: [
    { name: 'Member', minSpend: 0, bonusPercent: 0 },
    { name: 'Silver', minSpend: 1_000_000, bonusPercent: 1 },
    { name: 'Gold', minSpend: 2_500_000, bonusPercent: 2 },
  ],
  buyingGroups: ['Heartland Dental Cooperative', 'Independent Dentists Alliance'],
  excludeControlled: true,
  yearStartMonth: 1,
};

/**
 * The programme's categories, largest percentage first, then by name: stored as a jsonb object, its keys come back in
 * the column's own order, which means nothing to a reader.
 */
export const programmeCategories = (programme: LoyaltyProgramme) =>
  Object.entries(programme.categoryPercents)
    .map(([category, percent]) => ({ category, percent }))
    .sort((a, b) => b.percent - a.percent || a.category.localeCompare(b.category));

/** The spec §3 line field asap_enrollment_status: why the discount does or does not apply to an office. */
export const asapEnrollmentStatuses = [
  'Enrolled',
  'NotEnrolled',
  'OnPricingContract',
  'BuyingGroupNotParticipating',
] as const;
export type AsapEnrollmentStatus = (typeof asapEnrollmentStatuses)[number];
export type LoyaltyIneligibility = Exclude<AsapEnrollmentStatus, 'Enrolled'>;

/** Spec §5: enrolled and not on a pricing contract; and the practice's buying group, if any, takes part. */
export function loyaltyIneligibility(
  customer: { asapEnrolled: boolean; hasPricingContract: boolean; buyingGroup?: string | null | undefined },
  programme: LoyaltyProgramme = asapProgramme,
): LoyaltyIneligibility | undefined {
  if (!customer.asapEnrolled) return 'NotEnrolled';
  if (customer.hasPricingContract) return 'OnPricingContract';
  if (customer.buyingGroup && !programme.buyingGroups.includes(customer.buyingGroup))
    return 'BuyingGroupNotParticipating';
  return undefined;
}

export interface TierStanding {
  tier: LoyaltyTier;
  next: LoyaltyTier | undefined;
  /** Cents still to spend to reach the next tier (0 at the top). */
  toNext: number;
}

/** The tier a 12-month spend reaches: a spend exactly at a threshold reaches it. */
export function tierStanding(spend: number, programme: LoyaltyProgramme = asapProgramme): TierStanding {
  const reached = programme.tiers.filter((tier) => spend >= tier.minSpend);
  const tier = reached.at(-1) ?? programme.tiers[0]!;
  const next = programme.tiers.find((candidate) => candidate.minSpend > spend);
  return { tier, next, toNext: next ? next.minSpend - spend : 0 };
}

/** The first day of the rolling 12 months that end on `today` (the tier's spend window). */
export const rollingYearStart = (today: string) => addDays(today, -364);

export interface LoyaltyItem {
  asapProductCategory?: string | null | undefined;
  controlled: boolean;
}

export interface LoyaltyPrice {
  /** The unit price charged. */
  price: number;
  /** Cents per unit the loyalty discount saved against the price without it (0 when it did not win). */
  loyaltySaving: number;
}

/**
 * The price of a line with loyalty, in this order (spec §9's best-price order with loyalty in it): a plan (contract)
 * price stands and loyalty never applies to it; otherwise the lower of discounted retail (a promotion) and retail less
 * the loyalty percentage — the two never stack, so loyalty only counts where it beats the promotion; else retail.
 */
export function loyaltyPrice(
  prices: {
    planPrice?: number | undefined;
    retailPrice?: number | undefined;
    discountedRetailPrice?: number | undefined;
  },
  percent: number,
): LoyaltyPrice | undefined {
  const { planPrice, retailPrice, discountedRetailPrice } = prices;
  if (planPrice !== undefined) return { price: planPrice, loyaltySaving: 0 };
  if (retailPrice === undefined) return undefined;
  const withoutLoyalty = discountedRetailPrice ?? retailPrice;
  const withLoyalty = percent > 0 ? percentOf(retailPrice, 100 - percent) : retailPrice;
  return withLoyalty < withoutLoyalty
    ? { price: withLoyalty, loyaltySaving: withoutLoyalty - withLoyalty }
    : { price: withoutLoyalty, loyaltySaving: 0 };
}

/** The programme year containing `date`: its first and last day (annual discount statements). */
export function programmeYearOf(
  date: string,
  programme: LoyaltyProgramme = asapProgramme,
): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const startYear = month >= programme.yearStartMonth ? year : year - 1;
  const from = `${startYear}-${String(programme.yearStartMonth).padStart(2, '0')}-01`;
  const next = `${startYear + 1}-${String(programme.yearStartMonth).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The calendar quarter containing `date` (quarterly discount statements). */
export function quarterOf(date: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const from = `${year}-${String(first).padStart(2, '0')}-01`;
  const next = first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/**
 * What loyalty gives an office's cart, fixed when the cart is priced for the office: the status and buying group
 * (line fields), and, when the discount applies, the tier and the percentage per category it reaches.
 */
export interface LoyaltyTerms {
  status: AsapEnrollmentStatus;
  buyingGroup: string | null;
  tier?: string | undefined;
  percents?: Readonly<Record<string, number>> | undefined;
  excludeControlled?: boolean | undefined;
}

/** An office's loyalty terms from its enrolment, contract, buying group and 12-month spend. */
export function loyaltyTermsOf(
  office: { asapEnrolled: boolean; hasPricingContract: boolean; buyingGroup: string | null },
  spend12Months: number,
  programme: LoyaltyProgramme = asapProgramme,
): LoyaltyTerms {
  const refusal = loyaltyIneligibility(office, programme);
  if (refusal) return { status: refusal, buyingGroup: office.buyingGroup };
  const { tier } = tierStanding(spend12Months, programme);
  const percents = Object.fromEntries(
    Object.entries(programme.categoryPercents).map(([category, percent]) => [category, percent + tier.bonusPercent]),
  );
  return {
    status: 'Enrolled',
    buyingGroup: office.buyingGroup,
    tier: tier.name,
    percents,
    excludeControlled: programme.excludeControlled,
  };
}

/** The percentage off retail a line earns under the terms (0 when loyalty does not apply to it). */
export function termsPercent(terms: LoyaltyTerms | null | undefined, item: LoyaltyItem): number {
  if (terms?.status !== 'Enrolled' || !terms.percents || !item.asapProductCategory) return 0;
  if (item.controlled && terms.excludeControlled) return 0;
  return terms.percents[item.asapProductCategory] ?? 0;
}

const samePercents = (a: Readonly<Record<string, number>> = {}, b: Readonly<Record<string, number>> = {}) => {
  const categories = Object.keys(a);
  return categories.length === Object.keys(b).length && categories.every((category) => a[category] === b[category]);
};

/**
 * Two terms price and label lines the same way (a cart priced under one needs no repricing under the other). Field by
 * field: terms read back from a jsonb column keep their values but not their keys' order.
 */
export function sameLoyaltyTerms(a: LoyaltyTerms | null | undefined, b: LoyaltyTerms | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.status === b.status &&
    a.buyingGroup === b.buyingGroup &&
    a.tier === b.tier &&
    Boolean(a.excludeControlled) === Boolean(b.excludeControlled) &&
    samePercents(a.percents, b.percents)
  );
}

/** What loyalty took off a set of lines in all: each line's cents per unit times its quantity. */
export const loyaltySavingOf = (lines: readonly { loyaltySavingCentAmount: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.loyaltySavingCentAmount * line.quantity, 0);

export interface StatementPeriod {
  /** `2026` (the programme year starting in 2026) or `2026-Q3` (a calendar quarter). */
  period: string;
  label: string;
  from: string;
  to: string;
}

const quarterMonths = ['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'];

/**
 * The discount statements an office can download: every programme year and calendar quarter from the one holding
 * `first` (its first enrolment) to the one holding `today`, each list newest first, years before quarters.
 */
export function statementPeriods(
  first: string,
  today: string,
  programme: LoyaltyProgramme = asapProgramme,
): StatementPeriod[] {
  if (first > today) return [];
  const years: StatementPeriod[] = [];
  for (let year = programmeYearOf(today, programme); year.to >= first;) {
    const start = year.from.slice(0, 4);
    const label = programme.yearStartMonth === 1 ? `Year ${start}` : `Programme year ${start}–${year.to.slice(0, 4)}`;
    years.push({ period: start, label, ...year });
    year = programmeYearOf(addDays(year.from, -1), programme);
  }
  const quarters: StatementPeriod[] = [];
  for (let quarter = quarterOf(today); quarter.to >= first; quarter = quarterOf(addDays(quarter.from, -1))) {
    const n = Math.floor(Number(quarter.from.slice(5, 7)) / 3) + 1;
    const year = quarter.from.slice(0, 4);
    quarters.push({ period: `${year}-Q${n}`, label: `Q${n} ${year} (${quarterMonths[n - 1]})`, ...quarter });
  }
  return [...years, ...quarters];
}
