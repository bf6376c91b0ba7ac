import { asapEnrollmentStatuses, type AsapEnrollmentStatus } from '@chairside/domain';
import { z } from 'zod';

/**
 * ASAP loyalty (issue 19; spec §2 `/asap-enrollment`, `/customer/account/thrive`, §3, §5). Enrolment belongs to an
 * office: one active enrolment per office, whichever of its customers made it. Amounts are cents; dates are calendar
 * dates (YYYY-MM-DD) in the distributor's time zone.
 */

/** The spec §3 line field asap_enrollment_status: why the loyalty discount does or does not apply to the office. */
export const asapEnrollmentStatusValues = asapEnrollmentStatuses;
export type { AsapEnrollmentStatus };

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const loyaltyTierSchema = z.object({
  name: z.string(),
  /** 12-month spend (cents) from which the tier holds. */
  min_spend: z.number().int(),
  /** Percentage points added to every category's percentage. */
  bonus_percent: z.number(),
});
export type LoyaltyTierDto = z.infer<typeof loyaltyTierSchema>;

/** GET /ct/asap-programme (public): what the programme gives. */
export const asapProgrammeSchema = z.object({
  categories: z.array(z.object({ category: z.string(), percent: z.number() })),
  tiers: z.array(loyaltyTierSchema),
  buying_groups: z.array(z.string()),
  excludes_controlled: z.boolean(),
  /** The programme year starts on the first day of this month (annual statements follow it). */
  year_start_month: z.number().int().min(1).max(12),
});
export type AsapProgramme = z.infer<typeof asapProgrammeSchema>;

export const practiceTypeValues = ['dental', 'medical', 'veterinary', 'oral-surgery', 'orthodontic', 'other'] as const;

/** POST /mw/asap-enrollment: enrols the active office. Both acknowledgements must be given. */
export const asapEnrollmentDraftSchema = z.strictObject({
  practice_name: z.string().trim().min(1, 'Enter the practice name.').max(200),
  contact_name: z.string().trim().min(1, 'Enter the contact name.').max(200),
  contact_phone: z.string().trim().max(40).optional(),
  practice_type: z.enum(practiceTypeValues),
  /** Discounts must be disclosed and reported where federal health-care programmes require it. */
  acknowledge_disclosure: z.literal(true, { error: 'Acknowledge the discount disclosure to enrol.' }),
  accept_terms: z.literal(true, { error: 'Accept the programme terms to enrol.' }),
});
export type AsapEnrollmentDraft = z.infer<typeof asapEnrollmentDraftSchema>;

export const asapEnrollmentSchema = z.object({
  id: z.string(),
  office: z.object({ id: z.string(), name: z.string() }),
  practice_name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string().optional(),
  practice_type: z.enum(practiceTypeValues),
  terms_version: z.string(),
  enrolled_at: z.string(),
  enrolled_by: z.object({ customer_id: z.string(), name: z.string() }),
  /** The sales representative who enrolled the office for the customer, when one did. */
  enrolled_by_representative: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type AsapEnrollment = z.infer<typeof asapEnrollmentSchema>;

export const loyaltyOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  completed_at: z.string(),
  total: z.number().int(),
  saving: z.number().int(),
});

export const discountStatementPeriodSchema = z.object({
  /** `2026` (programme year) or `2026-Q3` (calendar quarter). */
  period: z.string(),
  label: z.string(),
  from: calendarDate,
  to: calendarDate,
});
export type DiscountStatementPeriod = z.infer<typeof discountStatementPeriodSchema>;

/** GET /mw/loyalty: the active office's standing in the programme (the rewards dashboard). */
export const loyaltyOverviewSchema = z.object({
  office: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(asapEnrollmentStatusValues),
  enrollment: asapEnrollmentSchema.optional(),
  /** Spend in the rolling 12 months ending today and the window's first day. */
  spend_12_months: z.number().int(),
  window_from: calendarDate,
  tier: loyaltyTierSchema,
  next_tier: loyaltyTierSchema.optional(),
  /** Cents still to spend to reach next_tier (0 at the top). */
  to_next_tier: z.number().int(),
  savings: z.object({ this_year: z.number().int(), total: z.number().int(), year_from: calendarDate }),
  /** The office's last orders that saved something, newest first. */
  recent_orders: z.array(loyaltyOrderSchema),
  /** Statement periods from the enrolment (or the first loyalty invoice) to today, newest first. */
  statements: z.array(discountStatementPeriodSchema),
  programme: asapProgrammeSchema,
});
export type LoyaltyOverview = z.infer<typeof loyaltyOverviewSchema>;

/** `GET /mw/loyalty/statements/{period}/csv` and `…/pdf`: the period is a programme year or a quarter. */
export const discountStatementPeriodPattern = /^(\d{4})(?:-Q([1-4]))?$/;
export const discountStatementParamsSchema = z.strictObject({
  period: z.string().regex(discountStatementPeriodPattern, 'A statement period is YYYY or YYYY-Q1 … YYYY-Q4.'),
});
