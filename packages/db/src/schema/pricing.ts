import {
  bigint,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { productVariants } from './catalog';
import { bytewiseText, versioned, type LocalizedString } from './common';

/** Channels: pricing contracts (role ProductDistribution) and warehouses such as ES1 (role InventorySupply). */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    roles: text('roles').array().notNull(),
    name: jsonb('name').$type<LocalizedString>(),
    description: jsonb('description').$type<LocalizedString>(),
    /**
     * The channel's bit (0–63) in the price book's contract masks (sku_price_book.contract_mask), handed out in turn
     * as channels are created, so the first 64 have one each. Not meant to change; if it does, a trigger moves the
     * masks of the channel's skus to the new bit (migration 0040).
     */
    priceBookBit: smallint('price_book_bit')
      .notNull()
      .default(sql`(nextval('channels_price_book_bit_seq') % 64)`),
    ...versioned,
  },
  (t) => [uniqueIndex('channels_key_uq').on(t.key)],
);

/** Hands out channels.price_book_bit. */
export const channelPriceBookBits = pgSequence('channels_price_book_bit_seq');

/** Standalone prices: retail when channel_id is null, contract (plan) prices on a pricing-contract channel. */
export const standalonePrices = pgTable(
  'standalone_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key'),
    sku: bytewiseText('sku').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('USD'),
    centAmount: integer('cent_amount').notNull(),
    channelId: uuid('channel_id').references(() => channels.id),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    /** A product-discounted value (commercetools `discounted.value`), in cents. */
    discountedCentAmount: integer('discounted_cent_amount'),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [
    index('standalone_prices_sku_channel_idx').on(t.sku, t.channelId),
    // Every column the price lookup reads, after (channel, sku): a customer's retail and contract prices of a sku are
    // two index-only probes, no table rows read (drizzle has no INCLUDE, so they are key columns).
    index('standalone_prices_channel_sku_prices_idx').on(
      t.channelId,
      t.sku,
      t.active,
      t.currencyCode,
      t.validUntil,
      t.validFrom,
      t.centAmount,
      t.discountedCentAmount,
      t.id,
    ),
    uniqueIndex('standalone_prices_key_uq').on(t.key),
  ],
);

/**
 * The price lookup's row per sku (issue 21): whether its product is published, and what a 500-sku page of
 * POST /ct/pricing and an add to cart answer from: the variant's fields and its active USD retail prices, as one JSON
 * entry the lookup passes on without taking it apart. A page reads one index entry per sku here, then the customer's
 * contract prices, instead of the variant, its product and its retail prices. Kept by statement triggers on
 * standalone_prices, product_variants and products (migration 0032), through the function refresh_sku_price_book,
 * which holds the one definition of the entry and queues writers of one sku behind each other (advisory locks,
 * migration 0034); a variant's removal or new sku reaches it through the foreign key.
 */
export const skuPriceBook = pgTable('sku_price_book', {
  sku: bytewiseText('sku')
    .primaryKey()
    .references(() => productVariants.sku, { onDelete: 'cascade', onUpdate: 'cascade' }),
  published: boolean('published').notNull(),
  /**
   * [sku, item number, unit of measure, asap_product_category (null), controlled (the variant's
   * requires_active_dea_license is true), retail prices]: each retail price as [id, channel (null), cent amount,
   * discounted, valid from, valid until], every active USD one, expired included (null when none).
   */
  entry: json('entry').notNull(),
  /**
   * The channels with a price of the sku, as a set of their bits (channels.price_book_bit, migration 0039): a lookup
   * probes a contract's prices only where the contract's bit is set, so the skus that no contract of the customer
   * prices cost no index descent. A bit shared by two contracts (beyond the 64th channel) only costs a probe that finds
   * nothing. Kept by refresh_sku_contract_masks where only contract prices change (the one definition of a mask is
   * sku_contract_masks, migration 0040).
   */
  contractMask: bigint('contract_mask', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/** Stock per sku and warehouse; several lots may exist, each with its own expiration. */
export const inventoryEntries = pgTable(
  'inventory_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: bytewiseText('sku').notNull(),
    supplyChannelId: uuid('supply_channel_id')
      .notNull()
      .references(() => channels.id),
    quantityOnStock: integer('quantity_on_stock').notNull(),
    restockableInDays: integer('restockable_in_days'),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    ...versioned,
  },
  (t) => [index('inventory_entries_channel_sku_idx').on(t.supplyChannelId, t.sku)],
);
