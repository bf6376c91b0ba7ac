import { z } from 'zod';

/**
 * REPLENISH plans (spec §3 "Replenishment plan", §5, §7 ct/plans, §9): recurring orders of a customer. A plan is stored
 * as a cart of the customer whose origin is Merchant (never the active cart); the plan service speaks the spec's
 * snake_case payload. Amounts are cents. Dates are calendar dates (YYYY-MM-DD) in the distributor's time zone.
 */

export const planPaymentTypes = ['Net30', 'CreditCard'] as const;
export type PlanPaymentType = (typeof planPaymentTypes)[number];

/**
 * After a one-off change of the next date: PreserveSchedule keeps the old cadence (the date after it is the old
 * schedule's), ResetSchedule counts the interval on from the new date.
 */
export const nextOrderDateBehaviors = ['PreserveSchedule', 'ResetSchedule'] as const;
export type NextOrderDateBehavior = (typeof nextOrderDateBehaviors)[number];

/** Active plans order on their date; Paused ones do not; NeedsAttention ones failed their last run (see `attention`). */
export const planStatuses = ['Active', 'Paused', 'NeedsAttention'] as const;
export type PlanStatus = (typeof planStatuses)[number];

/** The interval is 1 to this many days (a year). */
export const planMaxDays = 365;
/** How many items a plan holds (the order it places is one cart). */
export const planMaxItems = 200;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');
const itemNumber = z.string().min(1).max(64);
const uom = z.string().min(1).max(16);
const id = z.string().min(1).max(64);
/** Checked by the API (packages/domain) so the message names the rule. */
const quantity = z.number();
const planDays = z.number();
const poNumber = z.string().trim().max(50);

export const planItemDraftSchema = z.strictObject({
  item_number: itemNumber,
  uom,
  quantity,
  substitutions_allowed: z.boolean().optional(),
});
export type PlanItemDraft = z.infer<typeof planItemDraftSchema>;

/** POST /ct/plans: the body is the plan (spec §7). Payment defaults per spec §9; the address to the office's default. */
export const planDraftSchema = z.strictObject({
  card_id: id.nullable().optional(),
  is_skipped: z.boolean().optional(),
  next_order_date: calendarDate,
  next_order_date_behavior: z.enum(nextOrderDateBehaviors).optional(),
  payment_type: z.enum(planPaymentTypes).optional(),
  plan_days: planDays,
  plan_items: z.array(planItemDraftSchema).max(planMaxItems),
  po_number: poNumber.optional(),
  shipping_address_number: id.optional(),
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

/** PATCH /ct/plans/{id}: {version, actions}; the actions apply together or not at all. */
export const planUpdateActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('setItems'), plan_items: z.array(planItemDraftSchema).max(planMaxItems) }),
  z.strictObject({ action: z.literal('addItem'), ...planItemDraftSchema.shape }),
  z.strictObject({ action: z.literal('removeItem'), plan_item_id: id }),
  z.strictObject({ action: z.literal('changeItemQuantity'), plan_item_id: id, quantity }),
  z.strictObject({ action: z.literal('setItemSkipNext'), plan_item_id: id, skip_next: z.boolean() }),
  z.strictObject({
    action: z.literal('setItemSubstitutionsAllowed'),
    plan_item_id: id,
    substitutions_allowed: z.boolean(),
  }),
  z.strictObject({ action: z.literal('setInterval'), plan_days: planDays }),
  z.strictObject({
    action: z.literal('setNextOrderDate'),
    next_order_date: calendarDate,
    next_order_date_behavior: z.enum(nextOrderDateBehaviors).optional(),
  }),
  /** Skips exactly the next date (true), or takes the skip back (false). */
  z.strictObject({ action: z.literal('setSkipped'), is_skipped: z.boolean() }),
  z.strictObject({ action: z.literal('pause') }),
  z.strictObject({ action: z.literal('resume') }),
  z.strictObject({ action: z.literal('setPaymentType'), payment_type: z.enum(planPaymentTypes) }),
  z.strictObject({ action: z.literal('setCard'), card_id: id.nullable() }),
  z.strictObject({ action: z.literal('setPoNumber'), po_number: poNumber.optional() }),
  z.strictObject({ action: z.literal('setShippingAddress'), shipping_address_number: id }),
  /** Ends the plan: nothing more is ordered; the orders it placed stay. */
  z.strictObject({ action: z.literal('delete') }),
]);
export type PlanUpdateAction = z.infer<typeof planUpdateActionSchema>;

export const planUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  actions: z.array(planUpdateActionSchema).min(1).max(100),
});
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const planIdParamsSchema = z.strictObject({ id: z.string().max(64) });

export const planItemSchema = z.object({
  plan_item_id: z.string(),
  item_number: z.string(),
  uom: z.string(),
  quantity: z.number().int(),
  substitutions_allowed: z.boolean(),
  /** Left out of the next order only. */
  skip_next: z.boolean(),
  sku: z.string(),
  productId: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  image: z.string().optional(),
  requires_active_dea_license: z.boolean(),
  /** Spec §9's replenish price today (97% of retail when the best price is retail); orders charge their date's. */
  replenish_price: z.number().int().nullable(),
  retail_price: z.number().int().nullable(),
  /** False when the product is no longer sold. */
  available: z.boolean(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

/** Why the last run placed nothing, and how many daily retries are left (three in all). */
export const planAttentionSchema = z.object({
  reason: z.enum([
    'CardDeclined',
    'CardMissing',
    'AddressNotEligible',
    'NoActiveDeaLicense',
    'ItemDiscontinued',
    'NoOrderableItems',
    'PaymentServiceUnavailable',
    'CheckoutNotAllowed',
  ]),
  message: z.string(),
  since: z.string(),
  retries_left: z.number().int(),
  next_retry_at: z.string().optional(),
});
export type PlanAttention = z.infer<typeof planAttentionSchema>;

/** One order the plan placed, for its history. */
export const planOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  scheduled_date: calendarDate,
  placed_at: z.string(),
  total: z.number().int(),
});

export const planSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(planStatuses),
  card_id: z.string().nullable(),
  is_skipped: z.boolean(),
  next_order_date: calendarDate,
  next_order_date_behavior: z.enum(nextOrderDateBehaviors),
  payment_type: z.enum(planPaymentTypes),
  plan_days: z.number().int(),
  plan_items: z.array(planItemSchema),
  po_number: z.string().optional(),
  shipping_address_number: z.string(),
  /** The items not skipped next, at today's replenish prices. */
  estimated_total: z.number().int(),
  attention: planAttentionSchema.optional(),
  /** The newest orders the plan placed, newest first (GET /ct/plans/{id} only; empty in lists). */
  history: z.array(planOrderSchema),
  created_at: z.string(),
  last_modified_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /ct/plans: a page of plans (spec §9 list page size 500). */
export const planListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(500),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const planListSchema = z.object({ results: z.array(planSchema), total: z.number().int() });
export type PlanList = z.infer<typeof planListSchema>;

/** POST /ct/plans/{id}/orders ("order now", Idempotency-Key): the order placed from the plan at once. */
export const planOrderNowResponseSchema = z.object({ order_id: z.string(), order_number: z.string() });

/** GET /ct/plans/suggestions: items the office buys at a steady interval and no plan holds yet. */
export const planSuggestionSchema = z.object({
  item_number: z.string(),
  uom: z.string(),
  sku: z.string(),
  name: z.string(),
  interval_days: z.number().int(),
  typical_quantity: z.number().int(),
  times_ordered: z.number().int(),
  last_ordered_at: z.string(),
  /** "You order Nitrile Exam Gloves, Medium, Case about every 28 days". */
  text: z.string(),
});
export type PlanSuggestion = z.infer<typeof planSuggestionSchema>;
export const planSuggestionsSchema = z.object({ results: z.array(planSuggestionSchema) });
