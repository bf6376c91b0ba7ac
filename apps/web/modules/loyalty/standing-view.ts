import type { AsapEnrollmentStatus, AsapProgramme, Customer, LoyaltyOverview } from '@chairside/contracts';
import { formatMoney, loyaltyIneligibility } from '@chairside/domain';
import { domainProgramme } from './programme-view';

export interface TierProgress {
  /** Whole dollars, as the progress bar announces them. */
  min: number;
  max: number;
  now: number;
  /** 0–100, the bar's fill. */
  percent: number;
  /** What assistive technology reads for the bar, and what the page says beside it. */
  text: string;
}

/** The way from the current tier's threshold to the next one; at the top tier the bar is full. */
export function tierProgress(
  overview: Pick<LoyaltyOverview, 'spend_12_months' | 'tier' | 'next_tier' | 'to_next_tier'>,
): TierProgress {
  const { spend_12_months: spend, tier, next_tier: next } = overview;
  const dollars = (cents: number) => Math.floor(cents / 100);
  if (!next)
    return {
      min: dollars(tier.min_spend),
      max: Math.max(dollars(spend), dollars(tier.min_spend)),
      now: Math.max(dollars(spend), dollars(tier.min_spend)),
      percent: 100,
      text: `${formatMoney(spend)} in the last 12 months: ${tier.name} is the top tier`,
    };
  const span = next.min_spend - tier.min_spend;
  const done = Math.min(Math.max(spend - tier.min_spend, 0), span);
  return {
    min: dollars(tier.min_spend),
    max: dollars(next.min_spend),
    now: Math.min(dollars(spend), dollars(next.min_spend)),
    percent: span > 0 ? Math.floor((done / span) * 100) : 100,
    text: `${formatMoney(spend)} of ${formatMoney(next.min_spend)} toward ${next.name}: ${formatMoney(overview.to_next_tier)} to go`,
  };
}

/** What the enrolment page offers the signed-in customer's office. */
export type EnrolmentChoice =
  | { kind: 'form' }
  | { kind: 'enrolled' }
  | { kind: 'ineligible'; reason: Exclude<AsapEnrollmentStatus, 'Enrolled' | 'NotEnrolled'> };

/**
 * The API's status, and for an office not enrolled, whether it could be: the domain's eligibility rule previewed with
 * the customer's contract and buying group (spec §5), so a contract customer is told why instead of shown a form the
 * API would refuse. The API still decides (409 AsapNotEligible).
 */
export function enrolmentChoice(
  status: AsapEnrollmentStatus,
  customer: Pick<Customer, 'custom'>,
  programme: AsapProgramme,
): EnrolmentChoice {
  if (status === 'Enrolled') return { kind: 'enrolled' };
  if (status !== 'NotEnrolled') return { kind: 'ineligible', reason: status };
  const preview = loyaltyIneligibility(
    {
      asapEnrolled: true,
      hasPricingContract: customer.custom.fields.pricing_contract !== undefined,
      buyingGroup: customer.custom.fields.buying_group,
    },
    domainProgramme(programme),
  );
  return preview === 'OnPricingContract' || preview === 'BuyingGroupNotParticipating'
    ? { kind: 'ineligible', reason: preview }
    : { kind: 'form' };
}

export interface StatementGroup {
  title: string;
  statements: LoyaltyOverview['statements'];
}

/** Annual statements first, then quarters, each newest first as the API lists them; empty groups left out. */
export function statementGroups(statements: LoyaltyOverview['statements']): StatementGroup[] {
  const annual = statements.filter((statement) => /^\d{4}$/.test(statement.period));
  const quarterly = statements.filter((statement) => /^\d{4}-Q[1-4]$/.test(statement.period));
  return [
    { title: 'Annual statements', statements: annual },
    { title: 'Quarterly statements', statements: quarterly },
  ].filter((group) => group.statements.length > 0);
}
