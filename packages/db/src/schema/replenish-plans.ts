import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { businessUnits, customers } from './customers';
import { savedCards } from './payments';

export type ReplenishPlanStatus = 'Active' | 'Paused' | 'NeedsAttention' | 'Deleted';

/**
 * A REPLENISH plan (spec §3): the schedule and payment of a cart whose origin is Merchant. The plan's items are that
 * cart's lines; each line's custom fields carry replenished=true, days_replenished (= plan_days), skip_next and
 * substitutions_allowed. `version` is the plan's own (the payload's), bumped by every change of plan or lines.
 * Dates are calendar dates in the distributor's time zone. A due plan is claimed by a worker with FOR UPDATE SKIP
 * LOCKED and a lease (`claimed_until`); exactly one order per plan and date comes from orders' unique
 * (replenish_plan_id, replenish_date), not from the claim.
 */
export const replenishPlans = pgTable(
  'replenish_plans',
  {
    cartId: uuid('cart_id')
      .primaryKey()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    status: text('status').$type<ReplenishPlanStatus>().notNull().default('Active'),
    planDays: integer('plan_days').notNull(),
    nextOrderDate: date('next_order_date', { mode: 'string' }).notNull(),
    /** The date the cadence counts from; after a PreserveSchedule one-off change it stays on the old schedule. */
    scheduleAnchor: date('schedule_anchor', { mode: 'string' }).notNull(),
    nextOrderDateBehavior: text('next_order_date_behavior').notNull().default('PreserveSchedule'),
    isSkipped: boolean('is_skipped').notNull().default(false),
    paymentType: text('payment_type').notNull(),
    cardId: uuid('card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    poNumber: text('po_number'),
    /** No foreign key: an address removed from the office makes the next run fail with AddressNotEligible. */
    shippingAddressId: text('shipping_address_id').notNull(),
    attentionReason: text('attention_reason'),
    attentionMessage: text('attention_message'),
    attentionSince: timestamp('attention_since', { withTimezone: true, mode: 'date' }),
    retriesLeft: integer('retries_left').notNull().default(3),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true, mode: 'date' }),
    /** The order date the reminder mail was sent for (one reminder per date). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('replenish_plans_due_idx').on(t.status, t.nextOrderDate),
    index('replenish_plans_customer_idx').on(t.customerId, t.lastModifiedAt.desc()),
    check('replenish_plans_status_ck', sql`${t.status} in ('Active', 'Paused', 'NeedsAttention', 'Deleted')`),
    check('replenish_plans_days_ck', sql`${t.planDays} between 1 and 365`),
    check('replenish_plans_payment_ck', sql`${t.paymentType} in ('Net30', 'CreditCard')`),
    check('replenish_plans_behavior_ck', sql`${t.nextOrderDateBehavior} in ('PreserveSchedule', 'ResetSchedule')`),
  ],
);
