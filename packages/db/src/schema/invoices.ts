import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredInvoiceStatus } from '@chairside/domain';
import { bytewiseText, versioned } from './common';
import { businessUnits, customers } from './customers';
import { orders, type OrderAddressSnapshot, type TrackingNumber } from './orders';

/** Invoice numbers as printed: IN5000001, ... */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 5_000_001, increment: 1 });
/** Credit memo numbers: CM7000001, ... */
export const creditMemoNumberSequence = pgSequence('credit_memo_number_seq', { startWith: 7_000_001, increment: 1 });
/** Payment receipt numbers: RC9000001, ... */
export const receiptNumberSequence = pgSequence('receipt_number_seq', { startWith: 9_000_001, increment: 1 });

/**
 * An invoice of an office, written once when its order ships (`order_id` unique: one invoice per order, however often
 * the shipment is reported). Its lines, fees and addresses are copied from the order, so later changes never alter a
 * sent invoice. `paid` counts settled payments, `credited` credit memos, `pending` what payments still waiting for the
 * gateway hold; the check keeps their sum within the total, so the balance is never negative and two payments can
 * never both take the last of it. Overdue is not stored: it is Open or PartiallyPaid past `due_on`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: text('invoice_number')
      .notNull()
      .default(sql`'IN' || nextval('invoice_number_seq')::text`),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    /** The customer whose order it bills. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    purchaseOrderNumber: text('purchase_order_number'),
    status: text('status').$type<StoredInvoiceStatus>().notNull().default('Open'),
    paymentMethod: text('payment_method').$type<'on-account' | 'card'>().notNull(),
    currencyCode: text('currency_code').notNull().default('USD'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    termsDays: integer('terms_days').notNull(),
    subtotalCentAmount: integer('subtotal_cent_amount').notNull(),
    handlingFeeCentAmount: integer('handling_fee_cent_amount').notNull().default(0),
    minimumOrderFeeCentAmount: integer('minimum_order_fee_cent_amount').notNull().default(0),
    hazardousFeeCentAmount: integer('hazardous_fee_cent_amount').notNull().default(0),
    refrigeratedFeeCentAmount: integer('refrigerated_fee_cent_amount').notNull().default(0),
    excessiveWeightFeeCentAmount: integer('excessive_weight_fee_cent_amount').notNull().default(0),
    shippingCentAmount: integer('shipping_cent_amount').notNull().default(0),
    totalCentAmount: integer('total_cent_amount').notNull(),
    paidCentAmount: integer('paid_cent_amount').notNull().default(0),
    creditedCentAmount: integer('credited_cent_amount').notNull().default(0),
    pendingCentAmount: integer('pending_cent_amount').notNull().default(0),
    billingAddress: jsonb('billing_address').$type<OrderAddressSnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    trackingNumbers: jsonb('tracking_numbers').$type<TrackingNumber[]>().notNull().default([]),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    voidReason: text('void_reason'),
    ...versioned,
  },
  (t) => [
    uniqueIndex('invoices_invoice_number_uq').on(t.invoiceNumber),
    uniqueIndex('invoices_order_uq').on(t.orderId),
    // The list: an office's invoices newest first (and the other sorts over the same office's rows).
    index('invoices_office_issued_idx').on(t.businessUnitId, t.issuedOn, t.id),
    // The summary: only what is still owed.
    index('invoices_office_owed_idx')
      .on(t.businessUnitId, t.dueOn)
      .where(sql`${t.status} in ('Open', 'PartiallyPaid')`),
    check('invoices_status_ck', sql`${t.status} in ('Open', 'PartiallyPaid', 'Paid', 'Void')`),
    check('invoices_payment_method_ck', sql`${t.paymentMethod} in ('on-account', 'card')`),
    check(
      'invoices_amounts_ck',
      sql`${t.totalCentAmount} >= 0 and ${t.paidCentAmount} >= 0 and ${t.creditedCentAmount} >= 0 and ${t.pendingCentAmount} >= 0 and ${t.paidCentAmount} + ${t.creditedCentAmount} + ${t.pendingCentAmount} <= ${t.totalCentAmount}`,
    ),
    check('invoices_due_ck', sql`${t.dueOn} >= ${t.issuedOn}`),
  ],
);

/** An invoice's lines as the order had them. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: bytewiseText('sku').notNull(),
    itemNumber: bytewiseText('item_number'),
    uom: text('uom'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCentAmount: integer('unit_price_cent_amount').notNull(),
    totalCentAmount: integer('total_cent_amount').notNull(),
    /** The ASAP loyalty discount in the unit price (shown per line; discount statements list these lines). */
    asapProductCategory: text('asap_product_category'),
    loyaltyPercent: integer('loyalty_percent').notNull().default(0),
    loyaltySavingCentAmount: integer('loyalty_saving_cent_amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    check('invoice_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** A credit memo: an amount taken off one invoice (a return, a price correction), with its reason. */
export const creditMemos = pgTable(
  'credit_memos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNumber: text('credit_number')
      .notNull()
      .default(sql`'CM' || nextval('credit_memo_number_seq')::text`),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    centAmount: integer('cent_amount').notNull(),
    reason: text('reason').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_memos_credit_number_uq').on(t.creditNumber),
    index('credit_memos_invoice_idx').on(t.invoiceId),
    index('credit_memos_office_issued_idx').on(t.businessUnitId, t.issuedOn),
    check('credit_memos_amount_ck', sql`${t.centAmount} > 0`),
  ],
);

export const invoicePaymentStates = ['Pending', 'Succeeded', 'Failed'] as const;
export type InvoicePaymentState = (typeof invoicePaymentStates)[number];

/**
 * How a payment reached the card: `charge` authorizes and captures a new amount (a customer paying invoices);
 * `capture` captures the authorization its order got at checkout (a card order's invoice, when it ships).
 */
export type InvoicePaymentKind = 'charge' | 'capture';

/**
 * One card payment over one or more invoices of an office. Written Pending with its allocations (which raise each
 * invoice's `pending`) in one short transaction before the gateway is asked, so no transaction waits for the gateway;
 * then Succeeded (the allocations move from pending to paid) or Failed (released) in another. `gateway_key` is the
 * idempotency key of every gateway call of the payment: a retried request or the recovery job repeats it and never
 * charges twice. A payment left Pending past its lease is finished by the recovery job.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptNumber: text('receipt_number')
      .notNull()
      .default(sql`'RC' || nextval('receipt_number_seq')::text`),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    /** Who paid (for card orders, the customer who ordered). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: text('kind').$type<InvoicePaymentKind>().notNull(),
    state: text('state').$type<InvoicePaymentState>().notNull().default('Pending'),
    gatewayKey: text('gateway_key').notNull(),
    cardId: uuid('card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** For `capture`: the order's authorization; for `charge`: set once the gateway approved. */
    gatewayAuthorizationId: text('gateway_authorization_id'),
    centAmount: integer('cent_amount').notNull(),
    currencyCode: text('currency_code').notNull().default('USD'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }).notNull(),
    recoveryAttempts: integer('recovery_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('invoice_payments_receipt_number_uq').on(t.receiptNumber),
    uniqueIndex('invoice_payments_gateway_key_uq').on(t.gatewayKey),
    index('invoice_payments_office_finished_idx').on(t.businessUnitId, t.finishedAt),
    index('invoice_payments_due_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'Pending'`),
    check('invoice_payments_state_ck', sql`${t.state} in ('Pending', 'Succeeded', 'Failed')`),
    check('invoice_payments_kind_ck', sql`${t.kind} in ('charge', 'capture')`),
    check('invoice_payments_amount_ck', sql`${t.centAmount} > 0`),
  ],
);

/** A payment's part on one invoice. */
export const invoicePaymentAllocations = pgTable(
  'invoice_payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => invoicePayments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    centAmount: integer('cent_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('invoice_payment_allocations_invoice_idx').on(t.invoiceId),
    check('invoice_payment_allocations_amount_ck', sql`${t.centAmount} > 0`),
  ],
);
