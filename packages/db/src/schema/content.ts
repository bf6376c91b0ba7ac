import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versioned, type LocalizedString } from './common';
import { products } from './catalog';

/** Product reviews (commercetools Review with a product target). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull().default('en-US'),
    authorName: text('author_name'),
    title: text('title'),
    text: text('text'),
    rating: integer('rating'),
    includedInStatistics: boolean('included_in_statistics').notNull().default(true),
    ...versioned,
  },
  (t) => [index('reviews_product_idx').on(t.productId), uniqueIndex('reviews_key_uq').on(t.key)],
);

/** Shipping methods with one flat rate (USD cents) and an optional free-above threshold. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    localizedName: jsonb('localized_name').$type<LocalizedString>(),
    localizedDescription: jsonb('localized_description').$type<LocalizedString>(),
    rateCentAmount: integer('rate_cent_amount').notNull(),
    freeAboveCentAmount: integer('free_above_cent_amount'),
    currencyCode: text('currency_code').notNull().default('USD'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...versioned,
  },
  (t) => [uniqueIndex('shipping_methods_key_uq').on(t.key), index('shipping_methods_rate_idx').on(t.rateCentAmount)],
);

/** Print catalogues (e.g. regen24, instruments24), browsable page by page. */
export const printCatalogs = pgTable(
  'print_catalogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    year: integer('year').notNull(),
    published: boolean('published').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('print_catalogs_slug_uq').on(t.slug)],
);

export const printCatalogPages = pgTable(
  'print_catalog_pages',
  {
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => printCatalogs.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Products shown on the page, linked from it. */
    productKeys: text('product_keys').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.pageNumber] })],
);

/**
 * Keys that sign access tokens. Kept in the database so every API instance verifies the same tokens;
 * a retired key still verifies until its tokens have expired.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});
