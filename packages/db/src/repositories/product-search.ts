import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { searchBooleanAttributes, type SearchBooleanAttribute } from '../schema/search';
import { arrayParam, compileCondition, compileFacetRows, totalFacetIndex, type SearchCondition, type SearchFacet } from './product-search-sql';

export type { SearchCondition, SearchFacet, SearchField, DateRange } from './product-search-sql';
export { searchBooleanAttributes, type SearchBooleanAttribute };

/** A text query prepared by the caller: tsquery texts made of sanitised lexemes, and exact codes. */
export interface TextMatch {
  /** Everything that may match (words, prefixes, typo expansions), in tsquery syntax. */
  query: string;
  /** The same without typo expansions: products matching it rank above fuzzy-only matches. */
  exactQuery: string;
  /** Lower-cased tokens compared with skus, item numbers and previous skus: an exact hit ranks first. */
  codes: string[];
}

export type SearchSortField = 'score' | 'name' | 'createdAt' | 'id';
export interface SearchSort {
  field: SearchSortField;
  direction: 'asc' | 'desc';
}

export interface ProductSearchQuery {
  text?: TextMatch | undefined;
  /** Stage 2 (filter.query): narrows results and facets. */
  queryFilters: SearchCondition[];
  /** Stage 3 (filter.facets): narrows every facet except those on the same field. */
  facetFilters: SearchCondition[];
  /** Stage 4 (filter): narrows results only. */
  resultFilters: SearchCondition[];
  facets: SearchFacet[];
  sort: SearchSort[];
  limit: number;
  offset: number;
}

export interface RawTermFacet {
  kind: 'terms';
  terms: { term: string; count: number; products: number }[];
  /** Variants (products for product fields) with a value, and all variants (products) of the facet's set. */
  withValue: number;
  all: number;
}
export interface RawRangeFacet {
  kind: 'ranges';
  ranges: { count: number; min: number | null; max: number | null; sum: number }[];
}
export interface RawFilterFacet {
  kind: 'filter';
  count: number;
  products: number;
}
export type RawFacet = RawTermFacet | RawRangeFacet | RawFilterFacet;

export interface ProductSearchSummary {
  /** Results after stage 4 (filter). */
  total: number;
  facets: RawFacet[];
}

export interface TermAnalysis {
  term: string;
  /** English stems of the term (empty for a stop word such as "the"). */
  stems: string[];
  /** The term or one of its stems is a word of the catalogue. */
  known: boolean;
  /** Catalogue words closest to the term by trigram distance, nearest first. */
  nearWords: { word: string; products: number }[];
}

/** Candidates fetched per term for typo expansion; the caller keeps those within the edit distance. */
const nearWordsPerTerm = 12;
/** ts_rank_cd weights for D, C, B, A: a name hit counts ten times a description hit. */
const rankWeights = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
/** Added to the score of an exact sku / item number / previous sku match so it always ranks first. */
const exactCodeBonus = 1000;

/** Reads of the product search index; the stages follow commercetools product projection search. */
export function productSearchRepository(db: Db) {
  return {
    /** Stems, dictionary membership and nearest dictionary words of each term, in one round trip. */
    async analyzeTerms(terms: readonly string[], withNearWords: boolean): Promise<TermAnalysis[]> {
      if (terms.length === 0) return [];
      const near = withNearWords
        ? sql`coalesce((select json_agg(json_build_object('word', n.word, 'products', n.products)) from (
            select w.word, w.products from search_words w order by w.word <-> t.term limit ${nearWordsPerTerm}) n), '[]'::json)`
        : sql`'[]'::json`;
      const rows = await rowsOf<{ term: string; stems: string[] | null; known: boolean; near_words: TermAnalysis['nearWords'] | string }>(
        db,
        sql`
          select t.term, a.stems,
            exists (select 1 from search_words w where w.word = t.term or w.word = any(a.stems)) as known,
            ${near} as near_words
          from unnest(${arrayParam(terms, 'text')}) with ordinality as t(term, position)
          cross join lateral (select tsvector_to_array(to_tsvector('english', t.term)) as stems) a
          order by t.position`,
      );
      return rows.map((row) => ({
        term: row.term,
        stems: row.stems ?? [],
        known: row.known,
        nearWords: typeof row.near_words === 'string' ? JSON.parse(row.near_words) : row.near_words,
      }));
    },

    /** Stages 1, 2 and 4, then sort and page: the ids of one page. */
    async page(query: ProductSearchQuery): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select product_id as id from ${source(query)} where ${and([candidates(query), ...query.resultFilters.map(compileCondition)])}
            order by ${orderBy(query)} limit ${query.limit} offset ${query.offset}`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * The total after stage 4 and the facets (stage 3) of the candidates (stages 1 and 2), each
     * facet narrowed by the facet filters on other fields — all from one scan of the candidates.
     */
    async summary(query: ProductSearchQuery): Promise<ProductSearchSummary> {
      const scope = precomputedScope(query);
      if (scope !== undefined) return precomputedSummary(query.facets, await rowsOf<CountRow>(db, sql`select facet, term, variants, products from product_search_counts where scope = ${scope}`));
      const resultFilter = and(query.resultFilters.map(compileCondition));
      if (query.facets.length === 0) {
        const [row] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${source(query)} where ${candidates(query)} and ${resultFilter}`);
        return { total: Number(row?.total ?? 0), facets: [] };
      }
      const rows = await rowsOf<FacetRow>(
        db,
        sql`with c as materialized (
              select product_id, key, slug, created_at, skus, item_numbers, previous_skus, category_ids, category_tree_ids,
                     brands, brand_variants, variant_count, ${flagColumns}
              from ${source(query)} where ${candidates(query)})
            ${compileFacetRows(query.facets, query.facetFilters, resultFilter)}`,
      );
      const totalRow = rows.find((row) => Number(row.facet) === totalFacetIndex);
      return { total: Number(totalRow?.n ?? 0), facets: collectFacets(query.facets, rows) };
    },
  };
}

/**
 * The scope of product_search_counts that answers the summary: the whole catalogue, or one
 * category subtree, with only term facets and no text or other filter. Otherwise undefined.
 */
function precomputedScope(query: ProductSearchQuery): string | undefined {
  if (query.text || query.facetFilters.length > 0 || query.resultFilters.length > 0 || query.facets.some((facet) => facet.kind !== 'terms')) return undefined;
  const [only, ...others] = query.queryFilters;
  if (!only) return '';
  if (others.length > 0 || only.kind !== 'categories' || only.ids.length > 0 || only.subtrees.length !== 1) return undefined;
  return only.subtrees[0]!.toLowerCase();
}

interface CountRow {
  facet: string;
  term: string;
  variants: number;
  products: number;
}

function precomputedSummary(facets: readonly SearchFacet[], rows: readonly CountRow[]): ProductSearchSummary {
  const find = (facet: string, term: string) => rows.find((row) => row.facet === facet && row.term === term);
  const scope = find('', '');
  const allProducts = Number(scope?.products ?? 0);
  const allVariants = Number(scope?.variants ?? 0);
  return {
    total: allProducts,
    facets: facets.map((facet): RawFacet => {
      const terms = rows
        .filter((row) => row.facet === facet.field && row.term !== '')
        .map((row) => ({ term: row.term, count: Number(facet.field === 'categories' ? row.products : row.variants), products: Number(row.products) }));
      if (facet.field === 'categories') return { kind: 'terms', terms, withValue: Number(find('categories', '')?.products ?? 0), all: allProducts };
      const withValue = facet.field === 'brand' ? terms.reduce((sum, term) => sum + term.count, 0) : Number(find(facet.field, '')?.variants ?? 0);
      return { kind: 'terms', terms, withValue, all: allVariants };
    }),
  };
}

/** The text lives in its own table, joined only when there is text to match. */
function source(query: ProductSearchQuery): SQL {
  return query.text ? sql`product_search join product_search_text using (product_id)` : sql`product_search`;
}

function candidates(query: ProductSearchQuery): SQL {
  return and([...(query.text ? [textCondition(query.text)] : []), ...query.queryFilters.map(compileCondition)]);
}

function textCondition(text: TextMatch): SQL {
  const documentMatch = sql`document @@ ${text.query}::tsquery`;
  return text.codes.length > 0 ? sql`(${documentMatch} or codes && ${arrayParam(text.codes, 'text')})` : documentMatch;
}

function score(text: TextMatch | undefined): SQL {
  if (!text) return sql`0`;
  const exactBoost = text.codes.length > 0 ? sql`case when codes && ${arrayParam(text.codes, 'text')} then ${exactCodeBonus} else 0 end` : sql`0`;
  // Products matching without typo expansions are ranked twice, so fuzzy-only matches come after them.
  const exactWords = text.exactQuery === text.query ? sql`` : sql` + ts_rank_cd(${rankWeights}, document, ${text.exactQuery}::tsquery)`;
  return sql`(${exactBoost} + ts_rank_cd(${rankWeights}, document, ${text.query}::tsquery)${exactWords})`;
}

function orderBy(query: ProductSearchQuery): SQL {
  const sort: SearchSort[] = query.sort.length > 0 ? query.sort : query.text ? [{ field: 'score', direction: 'desc' }] : [{ field: 'id', direction: 'asc' }];
  const columns: Record<SearchSortField, SQL> = {
    score: score(query.text),
    name: sql`lower(name) collate "C"`,
    createdAt: sql`created_at`,
    id: sql`product_id`,
  };
  const terms = sort.map(({ field, direction }) => sql`${columns[field]} ${sql.raw(direction)}`);
  // The id breaks ties, so pages never overlap or skip a product.
  if (!sort.some(({ field }) => field === 'id')) terms.push(sql`product_id asc`);
  return sql.join(terms, sql`, `);
}

const flagColumns = sql.join(
  searchBooleanAttributes.flatMap((attribute) => [sql.identifier(`${attribute}_true`), sql.identifier(`${attribute}_false`)]),
  sql`, `,
);

interface FacetRow {
  facet: number;
  term: string | null;
  n: number;
  products: number;
  lo: number | null;
  hi: number | null;
  total: number | null;
}

/** Groups the union of facet rows by facet: a null term carries a facet's summary (see compileFacetRows). */
function collectFacets(facets: readonly SearchFacet[], rows: readonly FacetRow[]): RawFacet[] {
  return facets.map((facet, index) => {
    const own = rows.filter((row) => Number(row.facet) === index);
    if (facet.kind === 'filter') {
      const row = own[0];
      return { kind: 'filter', count: Number(row?.n ?? 0), products: Number(row?.products ?? 0) };
    }
    if (facet.kind === 'dateRanges') {
      return {
        kind: 'ranges',
        ranges: facet.ranges.map((_, position) => {
          const row = own.find((candidate) => candidate.term === String(position));
          return { count: Number(row?.n ?? 0), min: nullableNumber(row?.lo), max: nullableNumber(row?.hi), sum: Number(row?.total ?? 0) };
        }),
      };
    }
    const summary = own.find((row) => row.term === null);
    const terms = own.filter((row) => row.term !== null).map((row) => ({ term: row.term!, count: Number(row.n), products: Number(row.products) }));
    const withValue = summary?.products === null || summary?.products === undefined ? terms.reduce((sum, term) => sum + term.count, 0) : Number(summary.products);
    return { kind: 'terms', terms, withValue, all: Number(summary?.n ?? 0) };
  });
}

const nullableNumber = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** Rows of a raw query: PGlite answers {rows}, postgres.js an array. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
