import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartState, LoyaltyTerms } from '@chairside/domain';
import type { LocalizedString } from './common';
import { bytewiseText, versioned } from './common';
import { addresses, businessUnits, customers } from './customers';
import { shippingMethods } from './content';
import { channels } from './pricing';

/** An address as it was when set on the cart (commercetools keeps a copy, not a reference). */
export interface CartAddressSnapshot {
  id: string;
  key: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  streetName: string | null;
  streetNumber: string | null;
  apartment: string | null;
  additionalStreetInfo: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  country: string;
  phone: string | null;
  email: string | null;
  shippingAccountNumber: string | null;
  billingAccountNumber: string | null;
  warehouseChannelId: string | null;
  businessUnitId: string;
  hasActiveDeaLicense: boolean;
  deaExpiresOn: string | null;
  eligibleForOnlineOrdering: boolean;
}

/** The shipping method chosen and its rate when chosen. */
export interface CartShippingInfo {
  shippingMethodId: string;
  shippingMethodName: string;
  rateCentAmount: number;
  freeAboveCentAmount: number | null;
}

/**
 * A shopping cart of a customer or of an anonymous session. `pricingChannelId` is the pricing
 * contract its lines were priced with (the office's when the cart was created or last repriced).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    anonymousId: text('anonymous_id'),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    pricingChannelId: uuid('pricing_channel_id').references(() => channels.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('USD'),
    cartState: text('cart_state').$type<CartState>().notNull().default('Active'),
    origin: text('origin').notNull().default('Customer'),
    customerEmail: text('customer_email'),
    shippingAddressId: text('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<CartAddressSnapshot>(),
    billingAddressId: text('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    billingAddress: jsonb('billing_address').$type<CartAddressSnapshot>(),
    shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingInfo: jsonb('shipping_info').$type<CartShippingInfo>(),
    /** Custom fields the customer sets (po_number); the fee fields are computed on every read. */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    discountCodes: jsonb('discount_codes').$type<{ discountCodeId: string; state: string }[]>().notNull().default([]),
    processedByErp: boolean('processed_by_erp').notNull().default(false),
    /** The office's ASAP loyalty terms the lines were priced with (issue 19); null without an office. */
    loyalty: jsonb('loyalty').$type<LoyaltyTerms>(),
    ...versioned,
  },
  (t) => [
    // An owner may hold several active carts (commercetools); "the active cart" is the one modified last, sorted from
    // the owner's few. No index holds last_modified_at or version, which every line change moves: the cart's update
    // then stays on its page (a HOT update, with the table's fillfactor of 80 set in migration 0033) and writes no
    // index entry, about half the WAL of an add to cart.
    index('carts_active_customer_idx')
      .on(t.customerId)
      .where(sql`${t.cartState} = 'Active' and ${t.customerId} is not null`),
    index('carts_active_anonymous_idx')
      .on(t.anonymousId)
      .where(sql`${t.cartState} = 'Active' and ${t.anonymousId} is not null`),
    index('carts_customer_idx').on(t.customerId),
    check('carts_owner_ck', sql`${t.customerId} is not null or ${t.anonymousId} is not null`),
    check('carts_state_ck', sql`${t.cartState} in ('Active', 'Merged', 'Ordered', 'Frozen')`),
  ],
);

/** Where a line's unit price came from: the office's pricing contract or retail. */
export type LinePriceChannel = 'contract' | 'retail';

/** A line of a cart: one sku (a product in one unit of measure) with the price it was added at. */
export const cartLineItems = pgTable(
  'cart_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    productKey: text('product_key'),
    productType: text('product_type').notNull(),
    name: jsonb('name').$type<LocalizedString>().notNull(),
    productSlug: jsonb('product_slug').$type<LocalizedString>(),
    variantId: integer('variant_id').notNull(),
    sku: bytewiseText('sku').notNull(),
    itemNumber: bytewiseText('item_number').notNull(),
    uom: text('uom').notNull(),
    /** The variant's images and attributes when added (or last recalculated with product data). */
    variantImages: jsonb('variant_images').$type<unknown[]>().notNull().default([]),
    variantAttributes: jsonb('variant_attributes').$type<Record<string, unknown>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    /** Order of the lines as added (lines added by one request share their added time). */
    position: integer('position').notNull().default(0),
    /** The standalone price applied, its unit amount in cents and its channel. */
    priceId: uuid('price_id').notNull(),
    centAmount: integer('cent_amount').notNull(),
    priceChannel: text('price_channel').$type<LinePriceChannel>().notNull(),
    distributionChannelId: uuid('distribution_channel_id'),
    /** The product's ASAP category when priced, the loyalty percentage in the price and the cents per unit saved. */
    asapProductCategory: text('asap_product_category'),
    loyaltyPercent: integer('loyalty_percent').notNull().default(0),
    loyaltySavingCentAmount: integer('loyalty_saving_cent_amount').notNull().default(0),
    requiresActiveDeaLicense: boolean('requires_active_dea_license').notNull().default(false),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A sku appears once per cart: adding it again raises the quantity.
    uniqueIndex('cart_line_items_cart_sku_uq').on(t.cartId, t.sku),
    check('cart_line_items_quantity_ck', sql`${t.quantity} > 0`),
    check('cart_line_items_price_channel_ck', sql`${t.priceChannel} in ('contract', 'retail')`),
  ],
);
