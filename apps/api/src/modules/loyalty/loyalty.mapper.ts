import type { AsapEnrollment, AsapProgramme, LoyaltyOverview, LoyaltyTierDto } from '@chairside/contracts';
import type { EnrollmentRecord, LoyaltyOrderRecord } from '@chairside/db';
import {
  programmeCategories,
  type LoyaltyProgramme,
  type LoyaltyTier,
  type StatementPeriod,
  type TierStanding,
} from '@chairside/domain';

const toTier = (tier: LoyaltyTier): LoyaltyTierDto => ({
  name: tier.name,
  min_spend: tier.minSpend,
  bonus_percent: tier.bonusPercent,
});

export const toProgramme = (programme: LoyaltyProgramme): AsapProgramme => ({
  categories: programmeCategories(programme),
  tiers: programme.tiers.map(toTier),
  buying_groups: [...programme.buyingGroups],
  excludes_controlled: programme.excludeControlled,
  year_start_month: programme.yearStartMonth,
});

export function toEnrollment(enrollment: EnrollmentRecord, office: { id: string; name: string }): AsapEnrollment {
  const dto: AsapEnrollment = {
    id: enrollment.id,
    office: { id: office.id, name: office.name },
    practice_name: enrollment.practiceName,
    contact_name: enrollment.contactName,
    practice_type: enrollment.practiceType as AsapEnrollment['practice_type'],
    terms_version: enrollment.termsVersion,
    enrolled_at: enrollment.enrolledAt.toISOString(),
    enrolled_by: {
      customer_id: enrollment.enrolledByCustomerId ?? '',
      name: enrollment.enrolledByName ?? 'A former user',
    },
  };
  if (enrollment.contactPhone) dto.contact_phone = enrollment.contactPhone;
  if (enrollment.enrolledByRepId)
    dto.enrolled_by_representative = {
      id: enrollment.enrolledByRepId,
      name: enrollment.enrolledByRepName ?? 'Sales representative',
    };
  return dto;
}

export interface OverviewParts {
  office: { id: string; name: string };
  status: LoyaltyOverview['status'];
  enrollment: EnrollmentRecord | undefined;
  spend: number;
  windowFrom: string;
  standing: TierStanding;
  savings: { thisYear: number; total: number; yearFrom: string };
  recentOrders: LoyaltyOrderRecord[];
  statements: StatementPeriod[];
  programme: LoyaltyProgramme;
}

export function toOverview(parts: OverviewParts): LoyaltyOverview {
  const overview: LoyaltyOverview = {
    office: parts.office,
    status: parts.status,
    spend_12_months: parts.spend,
    window_from: parts.windowFrom,
    tier: toTier(parts.standing.tier),
    to_next_tier: parts.standing.toNext,
    savings: { this_year: parts.savings.thisYear, total: parts.savings.total, year_from: parts.savings.yearFrom },
    recent_orders: parts.recentOrders.map((order) => ({
      order_id: order.id,
      order_number: order.orderNumber,
      completed_at: order.completedAt.toISOString(),
      total: order.totalCentAmount,
      saving: order.loyaltySavingCentAmount,
    })),
    statements: parts.statements,
    programme: toProgramme(parts.programme),
  };
  if (parts.enrollment) overview.enrollment = toEnrollment(parts.enrollment, parts.office);
  if (parts.standing.next) overview.next_tier = toTier(parts.standing.next);
  return overview;
}
