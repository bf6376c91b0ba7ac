import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytewiseText, versioned, type LocalizedString } from './common';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    parentId: uuid('parent_id'),
    /** Ancestor ids from the root down to the parent; lets a subtree query use one GIN lookup. */
    ancestorIds: uuid('ancestor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    name: jsonb('name').$type<LocalizedString>().notNull(),
    slug: jsonb('slug').$type<LocalizedString>().notNull(),
    description: jsonb('description').$type<LocalizedString>(),
    metaTitle: jsonb('meta_title').$type<LocalizedString>(),
    metaDescription: jsonb('meta_description').$type<LocalizedString>(),
    orderHint: text('order_hint').notNull().default('0.5'),
    externalId: text('external_id'),
    ...versioned,
  },
  (t) => [
    uniqueIndex('categories_key_uq').on(t.key),
    uniqueIndex('categories_slug_en_us_uq').on(sql`(${t.slug}->>'en-US')`),
    index('categories_parent_idx').on(t.parentId),
    index('categories_order_hint_idx').on(t.orderHint),
    index('categories_ancestors_gin').using('gin', t.ancestorIds),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    productType: text('product_type').notNull().default('dental-supply'),
    name: jsonb('name').$type<LocalizedString>().notNull(),
    description: jsonb('description').$type<LocalizedString>(),
    slug: jsonb('slug').$type<LocalizedString>().notNull(),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryOrderHints: jsonb('category_order_hints').$type<Record<string, string>>().notNull().default({}),
    metaTitle: jsonb('meta_title').$type<LocalizedString>(),
    metaDescription: jsonb('meta_description').$type<LocalizedString>(),
    searchKeywords: jsonb('search_keywords').$type<Record<string, { text: string }[]>>(),
    /** Documents (instructions for use, safety data sheets) shown on the product page. */
    documents: jsonb('documents').$type<{ name: string; url: string }[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    ...versioned,
  },
  (t) => [
    uniqueIndex('products_key_uq').on(t.key),
    uniqueIndex('products_slug_en_us_uq').on(sql`(${t.slug}->>'en-US')`),
    index('products_categories_gin').using('gin', t.categoryIds),
  ],
);

export type VariantImage = { url: string; dimensions: { w: number; h: number }; label?: string };

/**
 * A sellable unit: one unit of measure of a product, with its own sku and item number.
 * variant_id 1 is the master variant, as in commercetools.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    sku: bytewiseText('sku').notNull(),
    key: text('key'),
    itemNumber: bytewiseText('item_number').notNull(),
    uom: text('uom').notNull(),
    /** Attributes by name (hs_sku, brand, latex_free, ...); rendered as commercetools [{name, value}]. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    images: jsonb('images').$type<VariantImage[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    uniqueIndex('product_variants_product_variant_uq').on(t.productId, t.variantId),
    uniqueIndex('product_variants_item_uom_uq').on(t.itemNumber, t.uom),
  ],
);

/**
 * A published product's projection as the API renders it (bare category references, staged=false), as JSON text:
 * a page of search results splices these texts instead of reading, building and serialising every product again.
 * The API renders and stores them; triggers delete a product's text in the transaction that changes the product or
 * one of its variants, deletes the product or truncates products (migration 0041), so a stored text is never older
 * than the rows it was rendered from. No foreign key: its check would make an API storing a text wait on a product
 * being deleted while the delete's trigger waited on the API (see the migration's locks).
 */
export const productRenderings = pgTable('product_renderings', {
  productId: uuid('product_id').primaryKey(),
  projection: text('projection').notNull(),
});
