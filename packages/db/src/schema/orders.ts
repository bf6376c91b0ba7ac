import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LoyaltyTerms, OrderState, PaymentState, ShipmentState } from '@chairside/domain';
import { bytewiseText, versioned, type LocalizedString } from './common';
import { businessUnits, customers } from './customers';

/** An address as it was when the order was placed: later edits to the office's addresses never change an order. */
export interface OrderAddressSnapshot {
  id?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  company?: string | undefined;
  streetName?: string | undefined;
  streetNumber?: string | undefined;
  apartment?: string | undefined;
  additionalStreetInfo?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country: string;
  phone?: string | undefined;
  shippingAccountNumber?: string | undefined;
  hasActiveDeaLicense?: boolean | undefined;
}

export interface ShippingMethodSnapshot {
  id: string;
  key?: string | undefined;
  name: string;
  /** What the customer paid for shipping, in cents. */
  centAmount: number;
}

/** A discount code applied to the cart when it was ordered (commercetools DiscountCodeInfo, with the code kept). */
export interface OrderDiscountCodeSnapshot {
  id: string;
  code: string;
  state: string;
  /** Cents the code took off the lines (orders placed before discount codes existed have none). */
  amount?: number;
}

export interface TrackingNumber {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

/** Order numbers people read out on the phone: CS1000001, CS1000002, ... from one database sequence. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1_000_001, increment: 1 });

/**
 * A placed order: a snapshot of the cart, addresses, shipping method, fees and payment at the
 * moment of placement. `cart_id` is unique: one order per cart, so a retried or concurrent
 * placement of the same cart can create only one order (DESIGN.md §2 exactly-once).
 * Payment is kept as method, card brand, last 4 and the gateway's authorization id, never a card number.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .default(sql`'CS' || nextval('order_number_seq')::text`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    customerEmail: text('customer_email'),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    /** The cart it was placed from; no foreign key, so carts may be cleaned up while orders stay. */
    cartId: uuid('cart_id').notNull(),
    orderState: text('order_state').$type<OrderState>().notNull().default('Open'),
    shipmentState: text('shipment_state').$type<ShipmentState>(),
    paymentState: text('payment_state').$type<PaymentState>(),
    purchaseOrderNumber: text('purchase_order_number'),
    currencyCode: text('currency_code').notNull().default('USD'),
    shippingAccountNumber: text('shipping_account_number'),
    billingAccountNumber: text('billing_account_number'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    billingAddress: jsonb('billing_address').$type<OrderAddressSnapshot>(),
    shippingMethod: jsonb('shipping_method').$type<ShippingMethodSnapshot>(),
    discountCodes: jsonb('discount_codes').$type<OrderDiscountCodeSnapshot[]>().notNull().default([]),
    /** Sum of the line totals (the cart total the fees are computed from). */
    subtotalCentAmount: integer('subtotal_cent_amount').notNull(),
    handlingFeeCentAmount: integer('handling_fee_cent_amount').notNull(),
    minimumOrderFeeCentAmount: integer('minimum_order_fee_cent_amount').notNull(),
    hazardousFeeCentAmount: integer('hazardous_fee_cent_amount').notNull().default(0),
    refrigeratedFeeCentAmount: integer('refrigerated_fee_cent_amount').notNull().default(0),
    excessiveWeightFeeCentAmount: integer('excessive_weight_fee_cent_amount').notNull().default(0),
    totalCentAmount: integer('total_cent_amount').notNull(),
    paymentMethod: text('payment_method').$type<'on-account' | 'card'>().notNull(),
    /** Stable id of the order's payment (commercetools paymentInfo.payments[0]). */
    paymentId: uuid('payment_id').notNull().defaultRandom(),
    /** The card the payment was authorized on (saved or one-time); the card row may be deleted later. */
    cardId: uuid('card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    gatewayAuthorizationId: text('gateway_authorization_id'),
    trackingNumbers: jsonb('tracking_numbers').$type<TrackingNumber[]>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set once the distributor's ERP has taken the order (export outbox). */
    processedByErp: boolean('processed_by_erp').notNull().default(false),
    processedByErpAt: timestamp('processed_by_erp_at', { withTimezone: true, mode: 'date' }),
    /** The REPLENISH plan (its cart id) and scheduled date the order was placed for; null for other orders. */
    replenishPlanId: uuid('replenish_plan_id'),
    replenishDate: date('replenish_date', { mode: 'string' }),
    /** The sales representative who placed the order for the customer (issue 18); null when the customer did. */
    placedById: uuid('placed_by_id'),
    placedByEmail: text('placed_by_email'),
    placedByName: text('placed_by_name'),
    /** The office's ASAP loyalty terms at placement (issue 19): status, buying group and tier. */
    loyalty: jsonb('loyalty').$type<LoyaltyTerms>(),
    /** What loyalty took off the lines in all (cents): the rewards dashboard's savings sum it. */
    loyaltySavingCentAmount: integer('loyalty_saving_cent_amount').notNull().default(0),
    ...versioned,
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    // Exactly one order per plan and scheduled date, whatever the workers do (DESIGN.md §2).
    uniqueIndex('orders_replenish_slot_uq').on(t.replenishPlanId, t.replenishDate),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    // GET me/orders: the customer's orders modified in the last 100 days, newest first.
    index('orders_customer_modified_idx').on(t.customerId, t.lastModifiedAt),
    // GET ct/recent-items: the customer's orders completed in the last 100 days.
    index('orders_customer_completed_idx').on(t.customerId, t.completedAt),
    // GET mw/orders: the office's orders, newest first.
    index('orders_office_completed_idx').on(t.businessUnitId, t.completedAt),
    check('orders_order_state_ck', sql`${t.orderState} in ('Open', 'Confirmed', 'Complete', 'Cancelled')`),
    check('orders_payment_method_ck', sql`${t.paymentMethod} in ('on-account', 'card')`),
  ],
);

/** One line of an order: what was bought, as it was named and priced then. */
export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    productKey: text('product_key'),
    productSlug: jsonb('product_slug').$type<LocalizedString>(),
    variantId: integer('variant_id').notNull().default(1),
    sku: bytewiseText('sku').notNull(),
    itemNumber: bytewiseText('item_number'),
    uom: text('uom'),
    name: jsonb('name').$type<LocalizedString>().notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    /** Unit price in cents. */
    priceCentAmount: integer('price_cent_amount').notNull(),
    totalCentAmount: integer('total_cent_amount').notNull(),
    /** Where the unit price came from (the office's pricing contract or retail) and the contract's channel. */
    priceChannel: text('price_channel').$type<'contract' | 'retail'>().notNull(),
    distributionChannelId: uuid('distribution_channel_id'),
    /** Units the warehouse could not reserve at placement: they ship when stock arrives. */
    backorderedQuantity: integer('backordered_quantity').notNull().default(0),
    requiresDeaLicense: boolean('requires_dea_license').notNull().default(false),
    /** Spec §3 line fields: ordered by a REPLENISH plan, and that plan's interval in days. */
    replenished: boolean('replenished').notNull().default(false),
    daysReplenished: integer('days_replenished'),
    /** Spec §3 loyalty fields as priced: the product's ASAP category, the percentage and the cents per unit saved. */
    asapProductCategory: text('asap_product_category'),
    loyaltyPercent: integer('loyalty_percent').notNull().default(0),
    loyaltySavingCentAmount: integer('loyalty_saving_cent_amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_line_items_order_position_uq').on(t.orderId, t.position),
    check(
      'order_line_items_quantity_ck',
      sql`${t.quantity} > 0 and ${t.backorderedQuantity} between 0 and ${t.quantity}`,
    ),
    check('order_line_items_price_channel_ck', sql`${t.priceChannel} in ('contract', 'retail')`),
  ],
);

/** Every state an order went through, for the order detail page. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** An order, shipment or payment state name, e.g. Open, Confirmed, Shipped, Delivered. */
    state: text('state').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    note: text('note'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/**
 * Outbox of orders still to hand to the distributor's ERP: written in the order's own transaction,
 * so no placed order is ever missed. A worker claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease (`locked_until`), so two workers never export the same order at once; failures back off.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    exportedAt: timestamp('exported_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_exports_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.exportedAt} is null`),
  ],
);
