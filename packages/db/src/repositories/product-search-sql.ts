import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  facetColumnNames,
  searchBooleanAttributes,
  searchRowColumnNames,
  type SearchBooleanAttribute,
} from '../schema/search';

/** Values are compared as given (exact, case-sensitive), like commercetools term filters. */
export type TermField = 'sku' | 'itemNumber' | 'previousSku' | 'brand' | 'slug' | 'key' | 'id';
export type SearchField = TermField | 'categories' | 'createdAt' | SearchBooleanAttribute;
export type ExistsField = 'categories' | 'brand' | 'previousSku' | SearchBooleanAttribute;

/** Inclusive; an absent end is open. */
export interface DateRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** One filter expression; its values are ORed. Conditions of one stage are ANDed. */
export type SearchCondition =
  | { field: 'categories'; kind: 'categories'; ids: string[]; subtrees: string[] }
  | { field: TermField; kind: 'terms'; values: string[] }
  | { field: SearchBooleanAttribute; kind: 'flags'; values: boolean[] }
  | { field: 'createdAt'; kind: 'dateRanges'; ranges: DateRange[] }
  | { field: ExistsField; kind: 'exists'; exists: boolean };

export type SearchFacet =
  | { kind: 'terms'; field: 'categories' | 'brand' | SearchBooleanAttribute }
  | { kind: 'dateRanges'; field: 'createdAt'; ranges: DateRange[] }
  | { kind: 'filter'; field: SearchField; condition: SearchCondition };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct ids that are UUIDs: any other id names nothing, so it is dropped rather than cast (which would fail). */
export const uniqueUuids = (ids: readonly string[]) => [...new Set(ids)].filter((id) => uuidPattern.test(id));

const arrayColumns = {
  sku: 'skus',
  itemNumber: 'item_numbers',
  previousSku: 'previous_skus',
  brand: 'brands',
} as const;
const scalarColumns = { slug: 'slug', key: 'key' } as const;

const isFlag = (field: string): field is SearchBooleanAttribute =>
  (searchBooleanAttributes as readonly string[]).includes(field);
const flagColumn = (attribute: SearchBooleanAttribute, value: boolean) => sql.identifier(`${attribute}_${value}`);

/** The text of a PostgreSQL array literal, `{"a","b"}`, to bind as one string parameter. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** A SQL array literal parameter; both drivers bind a string the same way (no driver-specific array binding). */
export function arrayParam(values: readonly string[], type: 'text' | 'uuid'): SQL {
  const literal = arrayLiteral(values);
  return type === 'uuid' ? sql`${literal}::uuid[]` : sql`${literal}::text[]`;
}
const uuids = (values: readonly string[]) => arrayParam(uniqueUuids(values), 'uuid');

const anyOf = (conditions: SQL[]) => (conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`);
const allOf = (conditions: SQL[]) => (conditions.length === 0 ? sql`true` : sql`(${sql.join(conditions, sql` and `)})`);

/** The condition over a product_search row (unqualified columns, so it also applies to a CTE of them). */
export function compileCondition(condition: SearchCondition): SQL {
  switch (condition.kind) {
    case 'categories':
      return anyOf([
        ...(condition.ids.length ? [sql`category_ids && ${uuids(condition.ids)}`] : []),
        ...(condition.subtrees.length ? [sql`category_tree_ids && ${uuids(condition.subtrees)}`] : []),
      ]);
    case 'terms':
      return termCondition(condition.field, condition.values);
    case 'flags':
      return anyOf([...new Set(condition.values)].map((value) => sql`${flagColumn(condition.field, value)} > 0`));
    case 'dateRanges':
      return anyOf(condition.ranges.map(rangeCondition));
    case 'exists':
      return condition.exists
        ? sql`${variantsWithValue(condition.field)} > 0`
        : sql`${variantsWithValue(condition.field)} < ${totalOf(condition.field)}`;
  }
}

function termCondition(field: TermField, values: string[]): SQL {
  if (field === 'id') return sql`product_id = any(${uuids(values)})`;
  if (field === 'slug' || field === 'key')
    return sql`${sql.identifier(scalarColumns[field])} = any(${arrayParam(values, 'text')})`;
  return sql`${sql.identifier(arrayColumns[field])} && ${arrayParam(values, 'text')}`;
}

function rangeCondition(range: DateRange): SQL {
  return allOf([
    ...(range.from ? [sql`created_at >= ${range.from.toISOString()}::timestamptz`] : []),
    ...(range.to ? [sql`created_at <= ${range.to.toISOString()}::timestamptz`] : []),
  ]);
}

/** Variants having a value (products, for the product field `categories`). */
function variantsWithValue(field: ExistsField): SQL {
  if (field === 'categories') return sql`cardinality(category_ids)`;
  if (field === 'brand') return sql`coalesce((select sum(n) from unnest(brand_variants) n), 0)`;
  if (field === 'previousSku') return sql`cardinality(previous_skus)`;
  return sql`(${flagColumn(field, true)} + ${flagColumn(field, false)})`;
}
/** What "missing" compares with: a product lacks a variant field when one of its variants does. */
const totalOf = (field: ExistsField) => (field === 'categories' ? sql`1` : sql`variant_count`);

/** Matching variants of a product for a filtered facet's count (1 or 0 for product fields). */
function matchingVariants(condition: SearchCondition): SQL {
  if (condition.kind === 'flags')
    return sql`(${sql.join(
      [...new Set(condition.values)].map((value) => flagColumn(condition.field, value)),
      sql` + `,
    )})`;
  if (condition.kind === 'terms' && condition.field === 'brand') {
    return sql`coalesce((select sum(u.n) from unnest(brands, brand_variants) u(b, n) where u.b = any(${arrayParam(condition.values, 'text')})), 0)`;
  }
  if (condition.kind === 'terms' && condition.field in arrayColumns) {
    const column = sql.identifier(arrayColumns[condition.field as keyof typeof arrayColumns]);
    return sql`(select count(*) from unnest(${column}) v where v = any(${arrayParam(condition.values, 'text')}))`;
  }
  return sql`1`;
}

const epochMillis = sql`(extract(epoch from created_at) * 1000)::float8`;

/** The facet index of the row carrying the total after stage 4 (filter). */
export const totalFacetIndex = -1;
/** The facet index of the rows carrying a ranked page: term = product id, n = position on the page. */
export const pageFacetIndex = -2;

/** A page ranked in the same pass as the facets: the candidates' scores are computed once, in `c`. */
export interface RankedPage {
  /** The score of a candidate row (the higher the better; ties by product id, descending). */
  score: SQL;
  /** Numbers, or placeholders filled at each run. */
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The rows a summary counts: a search table and the candidates' condition over it. */
export interface SummarySource {
  table: SQL;
  candidates: SQL;
  /** The table's rows name their facet set (product_search_text.facet_set, see searchFacetSets). */
  hasFacetSets: boolean;
}

/**
 * The summary statement: the candidates (stages 1 and 2) materialised once as the CTE `c`, counted per group of equal
 * facet columns in the CTE `g` (k = the group's candidates), then the facet rows (facet index, term, n, products, lo,
 * hi, total) from the groups. `c` carries only the columns the facets read, and each distinct filter — the result
 * filter and "the facet filters on other fields" of each facet — as a boolean column computed once per candidate. An
 * absent filter is no column: a wider `c` and group key cost every candidate (a storefront's text search has none;
 * "gloves" at 100,000 products: 1.3 of 16 ms).
 * Where the rows name their facet set, `c` carries the set's id instead of its columns, and `g` reads each set's
 * arrays once: grouping thousands of candidates by an integer rather than by their category and brand arrays.
 * Term facets on arrays unnest the groups' arrays. Everything else — boolean, range and filtered facets and the
 * total — is one aggregate row over the groups unpivoted into rows. A row with a null term is a term facet's summary:
 * n = all variants (products), products = those with a value.
 */
export function compileFacetSummary(
  facets: readonly SearchFacet[],
  facetFilters: readonly SearchCondition[],
  /** Stage 4's condition; undefined when there is none (every candidate is a result). */
  resultFilter: SQL | undefined,
  source: SummarySource,
  page?: RankedPage,
): SQL {
  const filters = new Map<string, SQL>();
  /** "Every facet filter except those on `field`": true, or a column (one per distinct set of filters). */
  const othersOf = (field: SearchField) => {
    const others = facetFilters.filter((filter) => filter.field !== field);
    if (others.length === 0) return sql`true`;
    const key = others.length < facetFilters.length ? field : '*';
    if (!filters.has(key)) filters.set(key, allOf(others.map(compileCondition)));
    return sql.identifier(`w_${[...filters.keys()].indexOf(key)}`);
  };
  const isResult = resultFilter ? sql`r` : sql`true`;
  const selects = facetSelects(facets, othersOf, isResult);
  if (page)
    selects.push(sql`select ${sql.raw(String(pageFacetIndex))}, p.product_id::text, p.position::float8, null::float8, null::float8, null::float8, null::float8
      from (select product_id, row_number() over (order by ${rankedOrder}) as position
            from (select product_id, s from c where ${isResult} order by ${rankedOrder} limit ${page.limit} offset ${page.offset}) ranked) p`);
  const flags = [...(resultFilter ? ['r'] : []), ...[...filters.keys()].map((_, index) => `w_${index}`)];
  const computed = [
    ...(resultFilter ? [sql`${resultFilter} as r`] : []),
    ...[...filters.values()].map((filter, index) => sql`${filter} as ${sql.identifier(`w_${index}`)}`),
    ...(page ? [sql`${page.score} as s`] : []),
  ];
  const columns = columnsFor(facets);
  const setColumns = columns.filter((column) => (facetColumnNames as readonly string[]).includes(column));
  const rowColumns = columns.filter((column) => !setColumns.includes(column));
  const bySet = source.hasFacetSets && setColumns.length > 0;
  const facetKey = bySet ? ['facet_set'] : setColumns;
  const read = [...facetKey, ...rowColumns];
  if (page && !read.includes('product_id')) read.push('product_id');
  const groupKey = [...facetKey, ...rowColumns, ...flags];
  // No facets and no filters leave no key: all the candidates are one group.
  const grouping = groupKey.length > 0 ? sql` group by ${sql.join(identifiers(groupKey), sql`, `)}` : sql``;
  const grouped = sql`select ${sql.join([...identifiers(groupKey), sql`count(*) as k`], sql`, `)} from c${grouping}`;
  const groups = bySet
    ? sql`select ${sql.join([...identifiers(setColumns, 'f'), ...identifiers([...rowColumns, ...flags, 'k'], 'x')], sql`, `)}
        from (${grouped}) x join search_facet_sets f on f.id = x.facet_set`
    : grouped;
  return sql`with c as materialized (select ${sql.join([...identifiers(read), ...computed], sql`, `)} from ${source.table} where ${source.candidates}),
    g as materialized (${groups})
    ${sql.join(selects, sql` union all `)}`;
}

/** The order of a ranked page's matches (score s, then product id), which precomputed answers keep too. */
export const rankedOrder = sql`s desc, product_id desc`;

const identifiers = (names: readonly string[], qualifier?: string) =>
  names.map((name) => (qualifier ? sql`${sql.identifier(qualifier)}.${sql.identifier(name)}` : sql.identifier(name)));

/** The facet index of the row that a precomputed answer was found (compileHeadAnswer). */
export const headAnswerFacetIndex = -3;

/**
 * The summary and page of a text query whose answer search_head_answers holds (`query`, its tsquery text): the same
 * rows compileFacetSummary gives for it with `page`, but from the stored facet sets and ranked ids instead of the
 * matches. Only for term facets, which read facet set columns alone, and no filters; a page within the stored rows.
 * A row with facet `headAnswerFacetIndex` says the answer was there: without it, every count is 0 and the page empty.
 */
export function compileHeadAnswer(
  facets: readonly SearchFacet[],
  query: SQLWrapper,
  page: Pick<RankedPage, 'limit' | 'offset'>,
): SQL {
  const selects = facetSelects(facets, () => sql`true`, sql`true`);
  selects.push(sql`select ${sql.raw(String(pageFacetIndex))}, p.product_id::text, p.position::float8, null::float8, null::float8, null::float8, null::float8
      from h cross join lateral unnest(h.product_ids[${page.offset}::int + 1 : ${page.offset}::int + ${page.limit}::int]) with ordinality p(product_id, position)`);
  selects.push(
    sql`select ${sql.raw(String(headAnswerFacetIndex))}, null::text, 1::float8, null::float8, null::float8, null::float8, null::float8 from h`,
  );
  const groupColumns = [...identifiers(columnsFor(facets), 'f'), sql`x.k`];
  return sql`with h as materialized (select product_ids, facet_sets, facet_set_matches from search_head_answers where query = ${query}),
    g as materialized (select ${sql.join(groupColumns, sql`, `)}
      from h cross join lateral unnest(h.facet_sets, h.facet_set_matches) x(facet_set, k) join search_facet_sets f on f.id = x.facet_set)
    ${sql.join(selects, sql` union all `)}`;
}

/**
 * The summary's rows from the groups `g` of candidates (columns: the facets' columns, the filter columns and k, the
 * group's candidates): the total after stage 4 (`isResult`), then each facet's rows, each facet narrowed by
 * `othersOf` its field (the facet filters on other fields).
 */
function facetSelects(
  facets: readonly SearchFacet[],
  othersOf: (field: SearchField) => SQLWrapper,
  isResult: SQLWrapper,
): SQL[] {
  const selects: SQL[] = [];
  const aggregates: SQL[] = [];
  const unpivot: SQL[] = [];
  const aggregate = (expression: SQL) => {
    aggregates.push(sql`${expression} as ${sql.identifier(`a${aggregates.length}`)}`);
    return sql`${sql.identifier(`a${aggregates.length - 1}`)}`;
  };
  /** Candidates of the groups matching `where`, and the sum of a per-candidate `value` over them. */
  const candidateCount = (where: SQLWrapper) => aggregate(sql`coalesce(sum(k) filter (where ${where}), 0)`);
  const candidateSum = (value: SQLWrapper, where: SQLWrapper) =>
    aggregate(sql`coalesce(sum(${value} * k) filter (where ${where}), 0)`);
  const row = (
    index: number,
    term: string | null,
    n: SQL,
    products: SQL,
    lo: SQL = sql`null`,
    hi: SQL = sql`null`,
    total: SQL = sql`null`,
  ) =>
    unpivot.push(
      sql`(${sql.raw(String(index))}, ${term}::text, ${n}::float8, ${products}::float8, ${lo}::float8, ${hi}::float8, ${total}::float8)`,
    );

  row(totalFacetIndex, null, candidateCount(isResult), sql`0`);
  facets.forEach((facet, index) => {
    const where = othersOf(facet.field);
    const facetIndex = sql.raw(String(index));
    if (facet.kind === 'terms' && facet.field === 'categories') {
      selects.push(sql`select ${facetIndex} as facet, t::text as term, sum(g.products)::float8 as n, sum(g.products)::float8 as products, null::float8 as lo, null::float8 as hi, null::float8 as total
        from (select category_ids, sum(k) as products from g where ${where} group by category_ids) g
        cross join lateral unnest(g.category_ids) t group by t`);
      row(index, null, candidateCount(where), candidateCount(sql`${where} and cardinality(category_ids) > 0`));
    } else if (facet.kind === 'terms' && facet.field === 'brand') {
      selects.push(sql`select ${facetIndex} as facet, u.b as term, sum(u.n * g.products)::float8 as n, sum(g.products)::float8 as products, null::float8 as lo, null::float8 as hi, null::float8 as total
        from (select brands, brand_variants, sum(k) as products from g where ${where} group by brands, brand_variants) g
        cross join lateral unnest(g.brands, g.brand_variants) u(b, n) group by u.b`);
      // A variant has at most one brand, so the variants with a brand are the sum of the term counts (added up by the
      // caller).
      row(index, null, candidateSum(sql`variant_count`, where), sql`null`);
    } else if (facet.kind === 'terms' && isFlag(facet.field)) {
      for (const value of [true, false]) {
        const column = flagColumn(facet.field, value);
        row(index, String(value), candidateSum(column, where), candidateCount(sql`${where} and ${column} > 0`));
      }
      row(index, null, candidateSum(sql`variant_count`, where), candidateSum(variantsWithValue(facet.field), where));
    } else if (facet.kind === 'dateRanges') {
      facet.ranges.forEach((range, position) => {
        const inRange = sql`${where} and ${rangeCondition(range)}`;
        const count = candidateCount(inRange);
        row(
          index,
          String(position),
          count,
          count,
          aggregate(sql`min(${epochMillis}) filter (where ${inRange})`),
          aggregate(sql`max(${epochMillis}) filter (where ${inRange})`),
          candidateSum(epochMillis, inRange),
        );
      });
    } else if (facet.kind === 'filter') {
      const matches = sql`${where} and ${compileCondition(facet.condition)}`;
      row(index, null, candidateSum(matchingVariants(facet.condition), matches), candidateCount(matches));
    }
  });

  selects.push(sql`select v.facet, v.term, v.n, v.products, v.lo, v.hi, v.total
    from (select ${sql.join(aggregates, sql`, `)} from g) a
    cross join lateral (values ${sql.join(unpivot, sql`, `)}) as v(facet, term, n, products, lo, hi, total)`);
  return selects;
}

/** The search row columns the facets read (filtered facets may test any field, so they get all). */
function columnsFor(facets: readonly SearchFacet[]): string[] {
  if (facets.length === 0) return [];
  const all = facets.some((facet) => facet.kind === 'filter');
  const columns = new Set<string>(['variant_count']);
  for (const facet of facets) {
    if (facet.field === 'categories') columns.add('category_ids');
    if (facet.field === 'brand') ['brands', 'brand_variants'].forEach((column) => columns.add(column));
    if (facet.field === 'createdAt') columns.add('created_at');
    if (isFlag(facet.field)) [`${facet.field}_true`, `${facet.field}_false`].forEach((column) => columns.add(column));
  }
  return all ? ['product_id', ...searchRowColumnNames] : [...columns];
}
