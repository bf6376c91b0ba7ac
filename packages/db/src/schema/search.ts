import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { bytewiseText } from './common';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Boolean variant attributes the search index counts per product (for filters and facets). */
export const searchBooleanAttributes = [
  'latex_free',
  'sterile',
  'powdered',
  'disposable',
  'textured',
  'replenishable',
  'requires_active_dea_license',
] as const;
export type SearchBooleanAttribute = (typeof searchBooleanAttributes)[number];

/** Variants of the product whose attribute is true / false; a variant without the attribute counts in neither. */
const variantCounts = (attribute: SearchBooleanAttribute) => ({
  true: integer(`${attribute}_true`).notNull().default(0),
  false: integer(`${attribute}_false`).notNull().default(0),
});

/** The columns term facets read: a search row's facet set (see searchFacetSets). Fresh builders per table. */
function facetColumns() {
  const latexFree = variantCounts('latex_free');
  const sterile = variantCounts('sterile');
  const powdered = variantCounts('powdered');
  const disposable = variantCounts('disposable');
  const textured = variantCounts('textured');
  const replenishable = variantCounts('replenishable');
  const controlled = variantCounts('requires_active_dea_license');
  return {
    categoryIds: uuid('category_ids').array().notNull(),
    /** Distinct brands, with the number of variants of each in `brandVariants` (same positions). */
    brands: text('brands').array().notNull(),
    brandVariants: integer('brand_variants').array().notNull(),
    variantCount: integer('variant_count').notNull(),
    latexFreeTrue: latexFree.true,
    latexFreeFalse: latexFree.false,
    sterileTrue: sterile.true,
    sterileFalse: sterile.false,
    powderedTrue: powdered.true,
    powderedFalse: powdered.false,
    disposableTrue: disposable.true,
    disposableFalse: disposable.false,
    texturedTrue: textured.true,
    texturedFalse: textured.false,
    replenishableTrue: replenishable.true,
    replenishableFalse: replenishable.false,
    requiresActiveDeaLicenseTrue: controlled.true,
    requiresActiveDeaLicenseFalse: controlled.false,
  };
}

/** The facet columns' names, in search_facet_sets' order (the search index groups and joins on all of them). */
export const facetColumnNames = [
  'category_ids',
  'brands',
  'brand_variants',
  'variant_count',
  ...searchBooleanAttributes.flatMap((attribute) => [`${attribute}_true`, `${attribute}_false`]),
] as const;

/** The search row's columns (besides product_id), which both search tables hold, in product_search's order. */
export const searchRowColumnNames = [
  'key',
  'slug',
  'name',
  'created_at',
  'skus',
  'item_numbers',
  'previous_skus',
  'category_tree_ids',
  ...facetColumnNames,
] as const;

/**
 * The columns filters, facets and sorting read, in both search tables (fresh builders per table).
 */
function searchRowColumns() {
  return {
    key: text('key').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** One entry per variant (so counts are variant counts), as stored. */
    skus: text('skus').array().notNull(),
    itemNumbers: text('item_numbers').array().notNull(),
    previousSkus: text('previous_skus').array().notNull(),
    /** The assigned categories and all their ancestors: a subtree filter is one array overlap. */
    categoryTreeIds: uuid('category_tree_ids').array().notNull(),
    ...facetColumns(),
  };
}

/**
 * Each distinct combination of the facet columns among the search rows: 342 at 100,000 seeded products. A text
 * search counts its matches per facet set (an integer) and reads the sets' arrays once each, instead of hashing every
 * match's category and brand arrays (6,590 matches of "gloves" at 100,000 products). Only added to by a refresh of
 * some products; a full refresh starts it again. Never read without a search row naming the set.
 */
export const searchFacetSets = pgTable(
  'search_facet_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...facetColumns(),
  },
  (t) => [
    uniqueIndex('search_facet_sets_uq').on(
      t.categoryIds,
      t.brands,
      t.brandVariants,
      t.variantCount,
      t.latexFreeTrue,
      t.latexFreeFalse,
      t.sterileTrue,
      t.sterileFalse,
      t.powderedTrue,
      t.powderedFalse,
      t.disposableTrue,
      t.disposableFalse,
      t.texturedTrue,
      t.texturedFalse,
      t.replenishableTrue,
      t.replenishableFalse,
      t.requiresActiveDeaLicenseTrue,
      t.requiresActiveDeaLicenseFalse,
    ),
  ],
);

/**
 * One denormalised row per published product for product projection search: what filters, facets
 * and sorting read — category ids with their ancestors, codes, brands and per-variant counts of the
 * boolean attributes. Kept narrow (the text lives in product_search_text) so that counting facets
 * over tens of thousands of products reads few pages. Rebuilt by `refreshProductSearch`.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...searchRowColumns(),
  },
  (t) => [
    index('product_search_skus_gin').using('gin', t.skus),
    index('product_search_item_numbers_gin').using('gin', t.itemNumbers),
    index('product_search_categories_gin').using('gin', t.categoryIds),
    index('product_search_category_tree_gin').using('gin', t.categoryTreeIds),
    index('product_search_brands_gin').using('gin', t.brands),
    uniqueIndex('product_search_key_uq').on(t.key),
    uniqueIndex('product_search_slug_uq').on(t.slug),
    // Sorting compares bytewise so PGlite and PostgreSQL servers (different default collations) agree.
    index('product_search_name_idx').on(sql`lower(${t.name}) collate "C"`, t.productId),
    index('product_search_created_at_idx').on(t.createdAt, t.productId),
  ],
);

/**
 * The searchable text of each product_search row, with a copy of the row's columns: a text search
 * filters, counts facets and ranks over the matches of this table alone. Joining product_search
 * instead made PostgreSQL hash the whole product_search table for every common word.
 */
export const productSearchText = pgTable('product_search_text', textRowColumns(), (t) => [
  index('product_search_text_document_gin').using('gin', t.document),
  index('product_search_text_codes_gin').using('gin', t.codes),
]);

/**
 * The text row's columns in the order every text search reads them. PostgreSQL finds a column by stepping over each
 * one before it unless all of those have a fixed width, so the id, the facet set and the other fixed-width columns
 * come first and the document right after them. Behind 27 columns, the facet set of the 6,590 matches of "gloves" at
 * 100,000 products took longer to read than ranking the matches (migration 0036).
 */
function textRowColumns() {
  const {
    createdAt,
    variantCount,
    categoryTreeIds,
    brands,
    name,
    key,
    slug,
    skus,
    itemNumbers,
    previousSkus,
    categoryIds,
    brandVariants,
    ...booleanCounts
  } = searchRowColumns();
  return {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => productSearch.productId, { onDelete: 'cascade' }),
    /** The row's facet set (searchFacetSets.id), which equals the row's own facet columns. */
    facetSet: integer('facet_set').notNull(),
    variantCount,
    ...booleanCounts,
    createdAt,
    /** name (A); brands, item numbers, skus, previous skus (B); description, category names (C). */
    document: tsvector('document').notNull(),
    /** Lower-cased skus, item numbers and previous skus: an exact match ranks first. */
    codes: text('codes').array().notNull(),
    categoryTreeIds,
    brands,
    name,
    key,
    slug,
    skus,
    itemNumbers,
    previousSkus,
    categoryIds,
    brandVariants,
  };
}

/**
 * Facet counts of every category subtree (scope = the category id) and of the whole catalogue
 * (scope ''), and of each of those narrowed to one brand or one boolean attribute value (scope
 * `<scope>|<field>|<term>`, see product-search-scopes), precomputed by `refreshProductSearch`: a
 * category page without text and with at most one selected facet value reads its facets here
 * instead of counting tens of thousands of rows. facet '' term '' holds the scope's products and
 * variants; term '' of a facet its products / variants with a value.
 */
export const productSearchCounts = pgTable(
  'product_search_counts',
  {
    scope: text('scope').notNull(),
    facet: text('facet').notNull(),
    term: text('term').notNull(),
    variants: integer('variants').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.facet, t.term] })],
);

/**
 * Listing order of every category subtree (scope = the category id) and of the whole catalogue
 * (scope ''), and of each of those narrowed to one brand (see selectionScope): a category page
 * without text, unfiltered or filtered by one brand, reads one index range of its scope instead
 * of sorting the whole subtree; filtered by one boolean value, it walks the range testing `flags`.
 * Ranks run in the sort order with the product id breaking ties (descending sorts read the ranks
 * backwards). Rebuilt by `refreshProductSearch`.
 */
export const productListing = pgTable(
  'product_listing',
  {
    scope: text('scope').notNull(),
    productId: uuid('product_id').notNull(),
    /** Position by lower-cased name (bytewise), then id. */
    nameRank: integer('name_rank').notNull(),
    /** Position by creation time, then id. */
    createdRank: integer('created_rank').notNull(),
    /** The boolean attribute values some variant of the product has, one bit each (see listingFlag). */
    flags: integer('flags').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.productId] }),
    uniqueIndex('product_listing_name_uq').on(t.scope, t.nameRank),
    uniqueIndex('product_listing_created_uq').on(t.scope, t.createdRank),
  ],
);

/**
 * The words (English stems) of product names, brands and descriptions, for typo tolerance: a
 * misspelled search term is replaced by its nearest words, found through the trigram index.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Products whose document holds the word; a tie between equally close words goes to the commoner one. */
    products: integer('products').notNull(),
  },
  // GiST (not GIN): it answers "nearest words first" (ORDER BY word <-> term), which GIN cannot.
  (t) => [index('search_words_trgm_gist').using('gist', sql`${t.word} gist_trgm_ops`)],
);

/**
 * Type-ahead: for each prefix (2 to `maxSuggestionPrefixLength` letters) of the words of published products' names
 * and brands, the first `suggestionsPerPrefix` products in suggestion order. A suggestion reads one short range of
 * the primary key instead of ranking every product the prefix matches (thousands at 100,000 products), and the
 * table's size follows the vocabulary, not the catalogue. Rebuilt with the search rows by `refreshProductSearch`.
 */
export const productSuggestions = pgTable(
  'product_suggestions',
  {
    prefix: bytewiseText('prefix').notNull(),
    /**
     * Position (from 0) of the first name word beginning with the prefix, among the name's words that are not brand
     * words; `brandPosition` when only brand words do.
     */
    position: smallint('position').notNull(),
    /** The lower-cased name: equally placed matches are suggested alphabetically. */
    nameKey: bytewiseText('name_key').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.prefix, t.position, t.nameKey, t.productId] }),
    // A refresh of some products finds the prefixes they were suggested for.
    index('product_suggestions_product_idx').on(t.productId),
  ],
);

/** Shorter texts are not looked up as prefixes (the storefront asks from two characters on). */
export const minSuggestionPrefixLength = 2;
/** Longer typed words are suggested from the full search (a longer prefix adds rows for few extra hits). */
export const maxSuggestionPrefixLength = 15;
/** Products kept per prefix: the most a suggestion request may ask for. */
export const suggestionsPerPrefix = 20;
/** A product whose prefix only a brand word has comes after every product with another name word that has it. */
export const brandPosition = 999;

/**
 * The answers of the costliest text queries, precomputed: for each common dictionary word (in `headQueryMinProducts`
 * products or more on a full refresh), the query the storefront searches for it alone (as typed, with its stems, and
 * as a prefix when it ends the text), keyed by that query's tsquery text. A search for it reads its first pages and
 * its matches' facet sets here instead of finding, ranking and grouping thousands of matches ("gloves" at 100,000
 * products: 6,590). Rebuilt with the search rows by `refreshProductSearch`, in the same transaction, so an answer is
 * never older than the rows it came from.
 */
export const searchHeadAnswers = pgTable(
  'search_head_answers',
  {
    /** The tsquery text, exactly as the API builds it for the word. */
    query: bytewiseText('query').primaryKey(),
    /** The typed word the query is built from. */
    word: bytewiseText('word').notNull(),
    /** The first `headAnswerPageRows` matches, best first: ts_rank descending, then product id descending. */
    productIds: uuid('product_ids').array().notNull(),
    /** Every match's facet set (search_facet_sets.id) once, with its number of matches at the same position. */
    facetSets: integer('facet_sets').array().notNull(),
    facetSetMatches: integer('facet_set_matches').array().notNull(),
  },
  (t) => [index('search_head_answers_word_idx').on(t.word)],
);

/** Dictionary words in this many products or more get precomputed answers on a full refresh. */
export const headQueryMinProducts = 2_000;
/** Ranked matches kept per precomputed answer: ten pages of 24, five of 48. */
export const headAnswerPageRows = 240;
