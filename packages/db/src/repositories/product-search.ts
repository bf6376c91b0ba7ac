import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { headAnswerPageRows, searchBooleanAttributes, type SearchBooleanAttribute } from '../schema/search';
import { preparedRows, preparedRowsByKey } from './prepared-by-shape';
import { listingFlag, selectionScope } from './product-search-scopes';
import {
  arrayLiteral,
  arrayParam,
  compileCondition,
  compileFacetSummary,
  compileHeadAnswer,
  headAnswerFacetIndex,
  pageFacetIndex,
  totalFacetIndex,
  type SearchCondition,
  type SearchFacet,
} from './product-search-sql';

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
  /** search_head_answers holds the answer of `query` (one of the analysed terms' `headQueries`). */
  precomputed?: boolean;
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

/** A product of a page, with its stored rendering (product_renderings) read in the same statement, or null. */
export interface PageProduct {
  id: string;
  rendering: string | null;
}

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
  /** Some catalogue word begins with the term ("bon" → bone), so as a word being typed it is no typo. */
  beginsWords: boolean;
  /**
   * Catalogue words closest to the term by trigram distance, nearest first; empty for a known term, which is never
   * expanded as a typo (text-query.ts).
   */
  nearWords: { word: string; products: number }[];
  /** The tsquery texts of the term whose answers search_head_answers holds (see searchHeadAnswers). */
  headQueries: string[];
}

/** Candidates fetched per term for typo expansion; the caller keeps those within the edit distance. */
const nearWordsPerTerm = 12;
/**
 * ts_rank weights for D, C, B, A: a name hit counts ten times a description hit. ts_rank (weighted
 * frequency, and word distance for several words) rather than ts_rank_cd (cover density) costs a
 * seventh (6,590 "gloves" at 100,000 products: 2 ms, not 15); on that catalogue both put the same
 * kind of product first (name hits, then brand and code hits) and differ only among near-equal ones.
 */
const rankWeights = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
/** Added to the score of an exact sku / item number / previous sku match so it always ranks first. */
const exactCodeBonus = 1000;

/** Reads of the product search index; the stages follow commercetools product projection search. */
export function productSearchRepository(db: Db) {
  return {
    /** Stems, dictionary membership and nearest dictionary words of each term, in one round trip. */
    async analyzeTerms(terms: readonly string[], withNearWords: boolean): Promise<TermAnalysis[]> {
      if (terms.length === 0) return [];
      // A trigram nearest-neighbour search costs about half a millisecond per term at 100,000 products, so only
      // terms the dictionary lacks get one.
      const near = withNearWords
        ? sql`case when k.known then '[]'::json else coalesce((select json_agg(json_build_object('word', n.word, 'products', n.products)) from (
            select w.word, w.products from search_words w order by w.word <-> t.term limit ${nearWordsPerTerm}) n), '[]'::json) end`
        : sql`'[]'::json`;
      const rows = await preparedRows<{
        term: string;
        stems: string[] | null;
        known: boolean;
        begins_words: boolean;
        near_words: TermAnalysis['nearWords'] | string;
        head_queries: string[];
      }>(
        db,
        sql`
          select t.term, a.stems, k.known,
            -- The first dictionary word from the term on, in index order, begins with it if any word does.
            starts_with(coalesce((select w.word from search_words w where w.word >= t.term order by w.word limit 1), ''), t.term) as begins_words,
            ${near} as near_words,
            array(select h.query from search_head_answers h where h.word = t.term) as head_queries
          from unnest(${arrayParam(terms, 'text')}) with ordinality as t(term, position)
          cross join lateral (select tsvector_to_array(to_tsvector('english', t.term)) as stems) a
          -- One array compared through the dictionary's primary key; "word = term or word = any(stems)" made the
          -- planner use the trigram index, five times slower.
          cross join lateral (select exists (select 1 from search_words w where w.word = any(t.term || a.stems)) as known) k
          order by t.position`,
      );
      return rows.map((row) => ({
        term: row.term,
        stems: row.stems ?? [],
        known: row.known,
        beginsWords: row.begins_words,
        nearWords: typeof row.near_words === 'string' ? JSON.parse(row.near_words) : row.near_words,
        headQueries: row.head_queries,
      }));
    },

    /** Stages 1, 2 and 4, then sort and page: the products of one page, in order, with their stored renderings. */
    async page(query: ProductSearchQuery): Promise<PageProduct[]> {
      const listing = listingPlan(query);
      const page = listing ? listingPage(query, listing) : livePage(query);
      return preparedRows<PageProduct>(db, withRenderings(page));
    },

    /**
     * For a query that `ranksInOnePass`: the page, the total and the facets from one pass over the
     * matches, each scored once. Reading the page and the summary apart finds and reads every match twice.
     */
    async rankedSearch(query: ProductSearchQuery): Promise<{ products: PageProduct[]; summary: ProductSearchSummary }> {
      if (readsHeadAnswer(query)) {
        const rows = await preparedRowsByKey<FacetRow>(
          db,
          `headAnswer:${JSON.stringify(query.facets)}`,
          () =>
            withPageRenderings(
              compileHeadAnswer(query.facets, sql.placeholder('query'), {
                limit: sql.placeholder('limit'),
                offset: sql.placeholder('offset'),
              }),
            ),
          { query: query.text.query, limit: query.limit, offset: query.offset },
        );
        // Without the answer (a refresh since the terms were analysed), the query runs live below.
        if (rows.some((row) => Number(row.facet) === headAnswerFacetIndex)) return rankedResult(query.facets, rows);
      }
      const text = query.text && textParams(query.text);
      const named = text && placeholders(text);
      // The statement is built and compiled once per shape: the text's values, limit and offset are placeholders.
      const shape = [
        query.facets,
        query.facetFilters,
        query.resultFilters,
        query.queryFilters,
        Object.keys(text ?? {}),
      ];
      const rows = await preparedRowsByKey<FacetRow>(
        db,
        `rankedSearch:${JSON.stringify(shape)}`,
        () => {
          const page = { score: score(named), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
          return withPageRenderings(
            compileFacetSummary(
              query.facets,
              query.facetFilters,
              resultFilter(query),
              summarySource(query, named),
              page,
            ),
          );
        },
        { ...text, limit: query.limit, offset: query.offset },
      );
      return rankedResult(query.facets, rows);
    },

    /**
     * The total after stage 4 and the facets (stage 3) of the candidates (stages 1 and 2), each
     * facet narrowed by the facet filters on other fields — all from one scan of the candidates.
     */
    async summary(query: ProductSearchQuery): Promise<ProductSearchSummary> {
      const plan = precomputedPlan(query);
      if (plan) {
        const scopes = [...new Set([plan.facets, plan.total, ...(plan.selected ? [plan.selected.scope] : [])])];
        const rows = await preparedRows<CountRow>(
          db,
          sql`select scope, facet, term, variants, products from product_search_counts where scope = any(${arrayParam(scopes, 'text')})`,
        );
        return precomputedSummary(query.facets, plan, rows);
      }
      if (query.facets.length === 0) {
        const [row] = await preparedRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from ${source(query)} where ${results(query)}`,
        );
        return { total: Number(row?.total ?? 0), facets: [] };
      }
      const rows = await preparedRows<FacetRow>(
        db,
        compileFacetSummary(query.facets, query.facetFilters, resultFilter(query), summarySource(query)),
      );
      const totalRow = rows.find((row) => Number(row.facet) === totalFacetIndex);
      return { total: Number(totalRow?.n ?? 0), facets: collectFacets(query.facets, rows) };
    },
  };
}

/** A text search ordered by score (the default for text): `rankedSearch` answers its page and summary at once. */
export const ranksInOnePass = (query: ProductSearchQuery) =>
  query.text !== undefined && query.sort.every(({ field, direction }) => field === 'score' && direction === 'desc');

/**
 * A ranked search that search_head_answers answers: its text's precomputed query alone (no codes, no typo
 * expansions), only term facets, no filters, and a page within the stored ranked rows.
 */
function readsHeadAnswer(query: ProductSearchQuery): query is ProductSearchQuery & { text: TextMatch } {
  const { text } = query;
  return (
    text?.precomputed === true &&
    text.codes.length === 0 &&
    text.exactQuery === text.query &&
    query.queryFilters.length === 0 &&
    query.facetFilters.length === 0 &&
    query.resultFilters.length === 0 &&
    query.facets.every((facet) => facet.kind === 'terms') &&
    query.offset + query.limit <= headAnswerPageRows
  );
}

/** A ranked summary statement with its page's rows (term = product id) carrying their stored renderings. */
const withPageRenderings = (summary: SQL) =>
  sql`select s.*, case when s.facet = ${sql.raw(String(pageFacetIndex))} then ${renderingOf(sql`s.term::uuid`)} end as rendering
    from (${summary}) s`;

/** The page and summary from a ranked summary statement's rows. */
function rankedResult(
  facets: readonly SearchFacet[],
  rows: readonly FacetRow[],
): { products: PageProduct[]; summary: ProductSearchSummary } {
  const products = rows
    .filter((row) => Number(row.facet) === pageFacetIndex)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((row) => ({ id: row.term!, rendering: row.rendering ?? null }));
  const totalRow = rows.find((row) => Number(row.facet) === totalFacetIndex);
  return { products, summary: { total: Number(totalRow?.n ?? 0), facets: collectFacets(facets, rows) } };
}

/**
 * Which precomputed scopes answer the summary (see product-search-scopes): no text, only term
 * facets, at most one category subtree as filter.query, and at most one brand or boolean value
 * as filter.facets and as filter (a storefront's single selection). Otherwise undefined.
 */
interface PrecomputedPlan {
  /** The scope whose counts answer the facets on other fields than the selected one. */
  facets: string;
  /** The scope whose size is the total. */
  total: string;
  /** The facet narrowed by filter.facets, which counts its own field over the unnarrowed scope. */
  selected?: { field: SearchCondition['field']; scope: string };
}

function precomputedPlan(query: ProductSearchQuery): PrecomputedPlan | undefined {
  if (
    query.text ||
    query.facetFilters.length > 1 ||
    query.resultFilters.length > 1 ||
    query.facets.some((facet) => facet.kind !== 'terms')
  )
    return undefined;
  const base = baseScope(query.queryFilters);
  if (base === undefined) return undefined;
  const [facetFilter] = query.facetFilters;
  const [resultFilter] = query.resultFilters;
  const facetScope = facetFilter ? selectionScopeOf(base, facetFilter) : base;
  const totalScope = resultFilter ? selectionScopeOf(base, resultFilter) : base;
  if (facetScope === undefined || totalScope === undefined) return undefined;
  return {
    facets: facetScope,
    total: totalScope,
    ...(facetFilter ? { selected: { field: facetFilter.field, scope: base } } : {}),
  };
}

/** '' for the whole catalogue, the category id for one subtree; undefined for anything else. */
function baseScope(queryFilters: readonly SearchCondition[]): string | undefined {
  const [only, ...others] = queryFilters;
  if (!only) return '';
  if (others.length > 0 || only.kind !== 'categories' || only.ids.length > 0 || only.subtrees.length !== 1)
    return undefined;
  return only.subtrees[0]!.toLowerCase();
}

/** The one brand or one boolean value a condition selects; undefined for other conditions. */
function singleSelection(
  condition: SearchCondition,
): { field: 'brand'; value: string } | { field: SearchBooleanAttribute; value: boolean } | undefined {
  if (condition.kind === 'terms' && condition.field === 'brand' && new Set(condition.values).size === 1)
    return { field: 'brand', value: condition.values[0]! };
  if (condition.kind === 'flags' && new Set(condition.values).size === 1)
    return { field: condition.field, value: condition.values[0]! };
  return undefined;
}

/** The scope narrowed to one brand or one boolean value; undefined for other conditions. */
function selectionScopeOf(base: string, condition: SearchCondition): string | undefined {
  const selection = singleSelection(condition);
  return selection && selectionScope(base, selection.field, String(selection.value));
}

interface CountRow {
  scope: string;
  facet: string;
  term: string;
  variants: number;
  products: number;
}

function precomputedSummary(
  facets: readonly SearchFacet[],
  plan: PrecomputedPlan,
  rows: readonly CountRow[],
): ProductSearchSummary {
  const ofScope = (scope: string) => rows.filter((row) => row.scope === scope);
  return {
    total: Number(ofScope(plan.total).find((row) => row.facet === '' && row.term === '')?.products ?? 0),
    facets: facets.map((facet) =>
      precomputedFacet(facet, ofScope(plan.selected?.field === facet.field ? plan.selected.scope : plan.facets)),
    ),
  };
}

/** One term facet from the count rows of one scope (an empty scope has no rows: all counts 0). */
function precomputedFacet(facet: SearchFacet, rows: readonly CountRow[]): RawFacet {
  const find = (facetName: string, term: string) => rows.find((row) => row.facet === facetName && row.term === term);
  const scope = find('', '');
  const terms = rows
    .filter((row) => row.facet === facet.field && row.term !== '')
    .map((row) => ({
      term: row.term,
      count: Number(facet.field === 'categories' ? row.products : row.variants),
      products: Number(row.products),
    }));
  if (facet.field === 'categories')
    return {
      kind: 'terms',
      terms,
      withValue: Number(find('categories', '')?.products ?? 0),
      all: Number(scope?.products ?? 0),
    };
  const withValue =
    facet.field === 'brand'
      ? terms.reduce((sum, term) => sum + term.count, 0)
      : Number(find(facet.field, '')?.variants ?? 0);
  return { kind: 'terms', terms, withValue, all: Number(scope?.variants ?? 0) };
}

/** A page read from one scope's product_listing rows in `order`, keeping those with the `flag` bit when there is one. */
interface ListingPlan {
  scope: string;
  order: SQL;
  flag?: { bit: number; scope: string };
}

/**
 * A page read in product_listing order: no text, at most one category subtree as filter.query,
 * at most one brand or boolean value as filter and at most one sort on name, creation time or id.
 * Otherwise undefined. A brand reads its selection's own listing: a brand's products sit together
 * in name order (names begin with the brand), so a walk of the scope could pass most of it before
 * finding one. A boolean value walks the scope's listing testing each row's flags, a fraction of a
 * microsecond a row: even a walk through the whole scope costs about what matching first would,
 * since no index narrows a boolean value and matching reads the whole scope too.
 */
function listingPlan(query: ProductSearchQuery): ListingPlan | undefined {
  if (query.text || query.resultFilters.length > 1 || query.sort.length > 1) return undefined;
  const scope = baseScope(query.queryFilters);
  const [sort = { field: 'id', direction: 'asc' }] = query.sort;
  if (scope === undefined || sort.field === 'score') return undefined;
  const column = { name: 'name_rank', createdAt: 'created_rank', id: 'product_id' }[sort.field];
  const order = sql`${sql.identifier(column)} ${sql.raw(sort.direction)}`;
  const [condition] = query.resultFilters;
  if (!condition) return { scope, order };
  const selection = singleSelection(condition);
  if (selection?.field === 'brand') return { scope: selectionScope(scope, 'brand', selection.value), order };
  if (selection)
    return {
      scope,
      order,
      flag: {
        bit: listingFlag(selection.field, selection.value),
        scope: selectionScope(scope, selection.field, String(selection.value)),
      },
    };
  return undefined;
}

/**
 * One index range of product_listing, walked until the page is full. With a flag, the selection's product count is
 * compared with the offset first, once (an uncorrelated condition): a page past the value's last product, or a value
 * no product of the scope has, answers empty without walking the whole scope to find nothing.
 */
function listingPage(query: ProductSearchQuery, { scope, order, flag }: ListingPlan): SQL {
  const matches = flag
    ? sql` and flags & ${flag.bit}::int <> 0
           and coalesce((select c.products from product_search_counts c where c.scope = ${flag.scope} and c.facet = '' and c.term = ''), 0) > ${query.offset}`
    : sql``;
  return sql`select product_id as id from product_listing l where scope = ${scope}${matches}
             order by ${order} limit ${query.limit} offset ${query.offset}`;
}

/** Stages 1, 2 and 4 over the search rows, then sort and page. */
function livePage(query: ProductSearchQuery): SQL {
  const conditions = results(query);
  const paging = sql`order by ${orderBy(query)} limit ${query.limit} offset ${query.offset}`;
  if (conditionCount(query) <= 1)
    return sql`select product_id as id from ${source(query)} where ${conditions} ${paging}`;
  // The planner multiplies selectivities as if conditions were independent, but category and brand
  // are strongly correlated (a pharmacy brand lives under pharmaceuticals): walking an index in sort
  // order could then scan the whole table to find nothing. Matching first bounds the work by the matches.
  const textColumns = query.text ? sql`, document, codes` : sql``;
  return sql`with m as materialized (select product_id, name, created_at${textColumns} from ${source(query)} where ${conditions})
             select product_id as id from m ${paging}`;
}

/**
 * A page statement's ids with each product's stored rendering. The page is a subquery, so the rendering is read only
 * for the rows it keeps (a select-list subquery beside a sort would run for every match); selecting from it keeps
 * its order.
 */
const withRenderings = (page: SQL) => sql`select p.id, ${renderingOf(sql`p.id`)} as rendering from (${page}) p`;

/** The stored rendering of the product with id `id` (a uuid expression), or null. */
const renderingOf = (id: SQL) => sql`(select r.projection from product_renderings r where r.product_id = ${id})`;

/** Stages 1, 2 and 4: the candidates that are results. */
const results = (query: ProductSearchQuery) => and([candidates(query), ...query.resultFilters.map(compileCondition)]);

/** Stage 4's condition (filter), or undefined when there is none. */
const resultFilter = (query: ProductSearchQuery) =>
  query.resultFilters.length > 0 ? and(query.resultFilters.map(compileCondition)) : undefined;

/** The conditions a page query applies (text, filter.query and filter). */
const conditionCount = (query: ProductSearchQuery) =>
  (query.text ? 1 : 0) + query.queryFilters.length + query.resultFilters.length;

/** A text search reads the text table, which holds the search row's columns too (no join); others the narrow rows. */
const source = (query: ProductSearchQuery) => (query.text ? sql`product_search_text` : sql`product_search`);

const summarySource = (query: ProductSearchQuery, text = query.text && textParams(query.text)) => ({
  table: source(query),
  candidates: candidates(query, text),
  hasFacetSets: query.text !== undefined,
});

function candidates(query: ProductSearchQuery, text = query.text && textParams(query.text)): SQL {
  return and([...(text ? [textCondition(text)] : []), ...query.queryFilters.map(compileCondition)]);
}

/**
 * A text match's statement parameters: the tsquery texts and the codes as an array literal. A rank apart for the
 * exact query, and the code match, are only in statements of texts that need them.
 */
interface TextParams {
  query: unknown;
  exactQuery?: unknown;
  codes?: unknown;
}

function textParams(text: TextMatch): TextParams {
  return {
    query: text.query,
    ...(text.exactQuery !== text.query ? { exactQuery: text.exactQuery } : {}),
    ...(text.codes.length > 0 ? { codes: arrayLiteral(text.codes) } : {}),
  };
}

/** The same parameters as placeholders of their names, for a statement compiled once and run with each text's values. */
const placeholders = (params: TextParams): TextParams =>
  Object.fromEntries(Object.keys(params).map((name) => [name, sql.placeholder(name)])) as unknown as TextParams;

function textCondition(text: TextParams): SQL {
  const documentMatch = sql`document @@ ${text.query}::tsquery`;
  return text.codes !== undefined ? sql`(${documentMatch} or codes && ${text.codes}::text[])` : documentMatch;
}

function score(text: TextParams | undefined): SQL {
  if (!text) return sql`0`;
  const exactBoost =
    text.codes !== undefined ? sql`case when codes && ${text.codes}::text[] then ${exactCodeBonus} else 0 end` : sql`0`;
  // Products matching without typo expansions are ranked twice, so fuzzy-only matches come after them.
  const exactWords =
    text.exactQuery === undefined ? sql`` : sql` + ts_rank(${rankWeights}, document, ${text.exactQuery}::tsquery)`;
  return sql`(${exactBoost} + ts_rank(${rankWeights}, document, ${text.query}::tsquery)${exactWords})`;
}

/** The score of a match of `query` (a tsquery), as a search for it without codes or typo expansions ranks it. */
export const queryScore = (query: SQL) => score({ query });

function orderBy(query: ProductSearchQuery): SQL {
  const sort: SearchSort[] =
    query.sort.length > 0
      ? query.sort
      : query.text
        ? [{ field: 'score', direction: 'desc' }]
        : [{ field: 'id', direction: 'asc' }];
  const columns: Record<SearchSortField, SQL> = {
    score: score(query.text && textParams(query.text)),
    name: sql`lower(name) collate "C"`,
    createdAt: sql`created_at`,
    id: sql`product_id`,
  };
  const terms = sort.map(({ field, direction }) => sql`${columns[field]} ${sql.raw(direction)}`);
  // The id breaks ties, in the direction of the last sort (as product_listing's ranks read backwards do),
  // so pages never overlap or skip a product.
  if (!sort.some(({ field }) => field === 'id')) terms.push(sql`product_id ${sql.raw(sort.at(-1)!.direction)}`);
  return sql.join(terms, sql`, `);
}

interface FacetRow {
  facet: number;
  term: string | null;
  /** On a ranked page's rows: the product's stored rendering. */
  rendering?: string | null;
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
          return {
            count: Number(row?.n ?? 0),
            min: nullableNumber(row?.lo),
            max: nullableNumber(row?.hi),
            sum: Number(row?.total ?? 0),
          };
        }),
      };
    }
    const summary = own.find((row) => row.term === null);
    const terms = own
      .filter((row) => row.term !== null)
      .map((row) => ({ term: row.term!, count: Number(row.n), products: Number(row.products) }));
    const withValue =
      summary?.products === null || summary?.products === undefined
        ? terms.reduce((sum, term) => sum + term.count, 0)
        : Number(summary.products);
    return { kind: 'terms', terms, withValue, all: Number(summary?.n ?? 0) };
  });
}

const nullableNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}
