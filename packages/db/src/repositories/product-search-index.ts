import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  brandPosition,
  facetColumnNames,
  headAnswerPageRows,
  headQueryMinProducts,
  maxSuggestionPrefixLength,
  minSuggestionPrefixLength,
  searchBooleanAttributes,
  searchRowColumnNames,
  suggestionsPerPrefix,
} from '../schema/search';
import { queryScore } from './product-search';
import { listingFlag, selectionScope } from './product-search-scopes';
import { rankedOrder } from './product-search-sql';

/** Words shorter than this never need typo expansion (the fuzzy level of a 1–2 letter term is 0). */
const shortestDictionaryWord = 3;

export interface RefreshOptions {
  /** On a full refresh, dictionary words in this many products or more get precomputed answers (searchHeadAnswers). */
  headQueryMinProducts?: number;
}

/**
 * Rebuilds the search rows of the given products (all products when `productIds` is omitted) from
 * the catalogue tables, in set-based statements: unpublished or deleted products leave the index.
 * The typo dictionary is rebuilt on a full refresh; a partial one only adds new words (its product
 * counts, used as a tie-break, stay approximate until the next full refresh). The precomputed answers
 * follow the same rule (see refreshHeadAnswers).
 */
export async function refreshProductSearch(
  db: Db,
  productIds?: readonly string[],
  { headQueryMinProducts: minProducts = headQueryMinProducts }: RefreshOptions = {},
): Promise<void> {
  const ids = productIds ? [...new Set(productIds)] : undefined;
  if (ids?.length === 0) return;
  const scope = (column: SQL) => (ids ? sql`${column} = any(${sql.param(ids)}::uuid[])` : sql`true`);
  await db.transaction(async (tx) => {
    // One refresh at a time: each rebuilds the counts and listing whole, and a full one starts the facet sets again
    // while another's text rows may name them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('refresh_product_search'))`);
    // The precomputed answers that the products' old texts match: the refresh may take the products out of them.
    if (ids)
      await tx.execute(
        sql`create temp table refreshed_head_queries as ${headQueriesMatching(scope(sql`t.product_id`))}`,
      );
    await tx.execute(sql`delete from product_search where ${scope(sql`product_id`)}`);
    await tx.execute(insertSearchRows(scope(sql`p.id`)));
    if (!ids) await tx.execute(sql`delete from search_facet_sets`);
    await tx.execute(insertFacetSets(scope(sql`product_id`)));
    await tx.execute(insertTextRows(scope(sql`s.product_id`)));
    if (!ids) await tx.execute(sql`delete from search_words`);
    await tx.execute(insertWords(scope(sql`s.product_id`)));
    await refreshSuggestions(tx, ids);
    await refreshHeadAnswers(tx, ids && scope(sql`t.product_id`), minProducts);
    // Counts and listing ranks span whole subtrees, so any change recomputes them (seconds at 100,000 products).
    await tx.execute(sql`delete from product_search_counts`);
    await tx.execute(insertCounts());
    await tx.execute(sql`delete from product_listing`);
    await tx.execute(insertListing());
    // Fresh statistics let the planner choose between index walks and bitmap scans from the start.
    if (!ids)
      await tx.execute(
        sql`analyze product_search, product_search_text, search_facet_sets, product_search_counts, product_listing, search_words, product_suggestions`,
      );
  });
}

const booleanCounts = sql.join(
  searchBooleanAttributes.flatMap((attribute) => [
    sql`count(*) filter (where pv.attributes -> ${attribute} = 'true'::jsonb)::int as ${sql.identifier(`${attribute}_true`)}`,
    sql`count(*) filter (where pv.attributes -> ${attribute} = 'false'::jsonb)::int as ${sql.identifier(`${attribute}_false`)}`,
  ]),
  sql`, `,
);
const booleanColumns = sql.join(
  searchBooleanAttributes.flatMap((attribute) => [
    sql.identifier(`${attribute}_true`),
    sql.identifier(`${attribute}_false`),
  ]),
  sql`, `,
);

const rowColumns = sql.raw(searchRowColumnNames.join(', '));

/**
 * The order rows are written in on a full rebuild: products of one category, and then of one name,
 * sit on neighbouring pages. A common word ("gloves") mostly lives in one category, so its matches
 * are read from a few pages instead of one page each (6,590 matches on 5,740 pages at 100,000 products).
 */
const locality = (row: string) => sql.raw(`${row}.category_tree_ids, ${row}.name, ${row}.product_id`);

/** Both configurations: English stems ("gloves" → glove) for whole words, simple words for prefixes ("sterili:*"). */
const bothConfigs = (text: SQL) => sql`(to_tsvector('english', ${text}) || to_tsvector('simple', ${text}))`;
/**
 * A search row's codes split into their parts ("CS-1004821-BX" → cs 1004821 bx): the parser would read "-1004821" as
 * a negative number.
 */
const codeWords = sql`regexp_replace(array_to_string(s.skus || s.item_numbers || s.previous_skus, ' '), '[^[:alnum:]]+', ' ', 'g')`;

/** The narrow search rows of the products in scope (p), from the catalogue tables. */
function insertSearchRows(scope: SQL): SQL {
  return sql`
    insert into product_search (product_id, ${rowColumns})
    select s.product_id, ${rowColumns} from (select
      p.id as product_id, p.key, p.slug->>'en-US' as slug, p.name->>'en-US' as name, p.created_at,
      v.skus, v.item_numbers, v.previous_skus, coalesce(c.tree_ids, '{}') as category_tree_ids,
      p.category_ids, b.brands, b.variants as brand_variants, v.variant_count, ${booleanColumns}
    from products p
    cross join lateral (
      select
        count(*)::int as variant_count,
        coalesce(array_agg(pv.sku order by pv.variant_id), '{}') as skus,
        coalesce(array_agg(pv.item_number order by pv.variant_id), '{}') as item_numbers,
        coalesce(array_agg(pv.attributes->>'previous_sku' order by pv.variant_id) filter (where pv.attributes ? 'previous_sku'), '{}') as previous_skus,
        ${booleanCounts}
      from product_variants pv where pv.product_id = p.id
    ) v
    cross join lateral (
      select coalesce(array_agg(brand order by brand), '{}') as brands, coalesce(array_agg(variants order by brand), '{}') as variants
      from (
        select pv.attributes->>'brand' as brand, count(*)::int as variants
        from product_variants pv where pv.product_id = p.id and pv.attributes ? 'brand' group by 1
      ) by_brand
    ) b
    cross join lateral (
      select array_agg(distinct tree_id) as tree_ids from categories tc, unnest(tc.ancestor_ids || tc.id) tree_id where tc.id = any(p.category_ids)
    ) c
    where p.published and ${scope}) s
    order by ${locality('s')}`;
}

const facetColumns = sql.raw(facetColumnNames.join(', '));

/** The facet sets of the search rows in scope that the dictionary lacks. */
function insertFacetSets(scope: SQL): SQL {
  return sql`
    insert into search_facet_sets (${facetColumns})
    select distinct ${facetColumns} from product_search where ${scope}
    on conflict do nothing`;
}

/** The text rows of the search rows in scope (s): each row's copy, its facet set and its document. */
function insertTextRows(scope: SQL): SQL {
  const sameFacets = sql.join(
    facetColumnNames.map((column) => sql`f.${sql.identifier(column)} = s.${sql.identifier(column)}`),
    sql` and `,
  );
  const row = sql.raw(['product_id', ...searchRowColumnNames].map((column) => `s.${column}`).join(', '));
  return sql`
    insert into product_search_text (product_id, ${rowColumns}, facet_set, document, codes)
    select ${row}, f.id,
      setweight(${bothConfigs(sql`coalesce(p.name->>'en-US', '')`)}, 'A')
        || setweight(${bothConfigs(sql`array_to_string(s.brands, ' ') || ' ' || ${codeWords}`)}, 'B')
        || setweight(${bothConfigs(sql`coalesce(p.description->>'en-US', '') || ' ' || coalesce(c.names, '')`)}, 'C'),
      array(select distinct lower(code) from unnest(s.skus || s.item_numbers || s.previous_skus) code)
    from product_search s
    join products p on p.id = s.product_id
    join search_facet_sets f on ${sameFacets}
    cross join lateral (select string_agg(dc.name->>'en-US', ' ') as names from categories dc where dc.id = any(s.category_ids)) c
    where ${scope}
    order by ${locality('s')}`;
}

/** Alphabetic lexemes of the refreshed documents (codes and numbers are matched exactly, never fuzzily). */
function insertWords(scope: SQL): SQL {
  return sql`
    insert into search_words (word, products)
    select w.lexeme, count(*)::int
    from product_search_text s cross join lateral unnest(s.document) w
    where ${scope} and length(w.lexeme) >= ${shortestDictionaryWord} and w.lexeme !~ '[0-9]'
    group by w.lexeme
    on conflict (word) do nothing`;
}

/**
 * Rebuilds the precomputed answers (see searchHeadAnswers). A full refresh (`changed` undefined) computes them for the
 * common dictionary words. A partial one computes again those that the refreshed products' old or new texts match
 * (`changed`: a condition on text rows t) and keeps the same queries: a word that became common waits for the next
 * full refresh, and one that no longer is keeps an answer that is still exact.
 */
async function refreshHeadAnswers(tx: Db, changed: SQL | undefined, minProducts: number): Promise<void> {
  if (!changed) {
    await tx.execute(sql`delete from search_head_answers`);
    await tx.execute(insertHeadAnswers(headQueriesOfWords(minProducts)));
    return;
  }
  await tx.execute(sql`insert into refreshed_head_queries ${headQueriesMatching(changed)}
    except select query, word from refreshed_head_queries`);
  await tx.execute(sql`delete from search_head_answers where query in (select query from refreshed_head_queries)`);
  await tx.execute(insertHeadAnswers(sql`select query, word from refreshed_head_queries`));
  await tx.execute(sql`drop table refreshed_head_queries`);
}

/** The precomputed queries (query, word) that match some text row t meeting `changed`. */
const headQueriesMatching = (changed: SQL) =>
  sql`select h.query, h.word from search_head_answers h
    where exists (select 1 from product_search_text t where ${changed} and t.document @@ h.query::tsquery)`;

/**
 * The queries (query, word) the API builds for an alphabetic dictionary word in `minProducts` products or more,
 * searched alone (text-query.ts, buildTextMatch): the word as typed and its English stems, each once and in that
 * order, then the word as a prefix when it ends the text; without the prefix only when the word has stems (a stop
 * word alone searches nothing). Quoted lexemes, in parentheses when more than one.
 */
function headQueriesOfWords(minProducts: number): SQL {
  const alternatives = (lexemes: SQL) =>
    sql`case when cardinality(${lexemes}) = 1 then (${lexemes})[1] else '(' || array_to_string(${lexemes}, ' | ') || ')' end`;
  const asPrefix = sql`(w.forms || ('''' || w.word || ''':*'))`;
  return sql`
    with words as (
      select d.word, cardinality(s.stems) > 0 as has_stems,
        array(select '''' || f || '''' from unnest(array[d.word] || s.stems) with ordinality u(f, o) group by f order by min(o)) as forms
      from search_words d cross join lateral (select tsvector_to_array(to_tsvector('english', d.word)) as stems) s
      where d.products >= ${minProducts} and d.word ~ '^[a-z]+$'
    )
    select ${alternatives(asPrefix)} as query, w.word from words w
    union all
    select ${alternatives(sql`w.forms`)}, w.word from words w where w.has_stems`;
}

/**
 * The answers of `queries` (rows of query, word): the first `headAnswerPageRows` matches in rank order, and each
 * facet set of the matches with its number of matches, from one pass over the matches.
 */
function insertHeadAnswers(queries: SQL): SQL {
  return sql`
    insert into search_head_answers (query, word, product_ids, facet_sets, facet_set_matches)
    select h.query, h.word, a.product_ids, a.facet_sets, a.facet_set_matches
    from (${queries}) h
    cross join lateral (
      with m as materialized (
        select product_id, facet_set, ${queryScore(sql`h.query::tsquery`)} as s
        from product_search_text where document @@ h.query::tsquery
      )
      select p.product_ids, g.facet_sets, g.facet_set_matches
      from (select coalesce(array_agg(product_id order by ${rankedOrder}), '{}') as product_ids
            from (select product_id, s from m order by ${rankedOrder} limit ${headAnswerPageRows}) ranked) p,
        (select coalesce(array_agg(facet_set order by facet_set), '{}') as facet_sets,
            coalesce(array_agg(k order by facet_set), '{}') as facet_set_matches
          from (select facet_set, count(*)::int as k from m group by facet_set) sets) g
    ) a`;
}

/**
 * Rebuilds the type-ahead rows (see productSuggestions). For some products, only the prefixes they had or now
 * have are ranked again, over the whole catalogue: a product may enter or leave the first rows of a prefix.
 */
async function refreshSuggestions(tx: Db, ids: string[] | undefined): Promise<void> {
  if (!ids) {
    await tx.execute(sql`delete from product_suggestions`);
    await tx.execute(insertSuggestions(sql`true`));
    return;
  }
  const products = sql`${sql.param(ids)}::uuid[]`;
  await tx.execute(sql`
    create temp table refreshed_prefixes as
    select prefix from product_suggestions where product_id = any(${products})
    union
    select x.prefix from product_search s cross join lateral ${prefixesOf(sql`s`)} x
    where s.product_id = any(${products})`);
  const refreshed = sql`in (select prefix from refreshed_prefixes)`;
  await tx.execute(sql`delete from product_suggestions where prefix ${refreshed}`);
  await tx.execute(insertSuggestions(sql`x.prefix ${refreshed}`));
  await tx.execute(sql`drop table refreshed_prefixes`);
}

/**
 * A lateral subquery of the distinct prefixes (x.prefix) of the alphabetic words of a search row's name and brands,
 * each placed (x.position) by the first name word that has it, brand words left out: names begin with the brand, and
 * "ster" should offer sterile gloves before every product of a brand called Steriva. A prefix only brand words have
 * is placed at `brandPosition`.
 */
function prefixesOf(row: SQL): SQL {
  const alphabeticWords = (text: SQL) => sql`regexp_matches(lower(${text}), '[[:alpha:]]+', 'g')`;
  const brandWords = sql`select b.parts[1] from unnest(${row}.brands) brand, ${alphabeticWords(sql`brand`)} b(parts)`;
  return sql`(
    select distinct on (1) left(w.word, l.length) as prefix, w.position
    from (
      select n.parts[1] as word, least(row_number() over (order by n.ordinal) - 1, ${brandPosition - 1})::smallint as position
      from ${alphabeticWords(sql`${row}.name`)} with ordinality n(parts, ordinal)
      where n.parts[1] <> all (array(${brandWords}))
      union all
      select word, ${brandPosition}::smallint from (${brandWords}) brand_words(word)
    ) w
    cross join lateral generate_series(${minSuggestionPrefixLength}::int, least(length(w.word), ${maxSuggestionPrefixLength}::int)) l(length)
    order by 1, 2
  )`;
}

/**
 * The first `suggestionsPerPrefix` products of each prefix `where` admits (it may read x.prefix). Ranking by a
 * number for the name keeps the sort of every (prefix, product) pair narrow: 3.5 million at 100,000 products.
 */
function insertSuggestions(where: SQL): SQL {
  return sql`
    insert into product_suggestions (prefix, position, name_key, product_id)
    select ranked.prefix, ranked.position, lower(p.name), p.product_id
    from (
      select x.prefix, x.position, s.product_id,
        row_number() over (partition by x.prefix order by x.position, s.name_rank) as place
      from (
        select product_id, name, brands, row_number() over (order by lower(name) collate "C", product_id) as name_rank
        from product_search
      ) s
      cross join lateral ${prefixesOf(sql`s`)} x
      where ${where}
    ) ranked
    join product_search p on p.product_id = ranked.product_id
    where ranked.place <= ${suggestionsPerPrefix}`;
}

/**
 * Each product once per subtree it belongs to and once in the whole catalogue, and in each of those once per brand it
 * has (see selectionScope), ranked in both sort orders, with the flags of its boolean values.
 */
function insertListing(): SQL {
  const flags = sql.join(
    searchBooleanAttributes.flatMap((attribute) =>
      [true, false].map(
        (value) =>
          sql`(case when ${sql.identifier(`${attribute}_${value}`)} > 0 then ${sql.raw(String(listingFlag(attribute, value)))} else 0 end)`,
      ),
    ),
    sql` + `,
  );
  return sql`
    insert into product_listing (scope, product_id, name_rank, created_rank, flags)
    select x.scope, s.product_id,
      row_number() over (partition by x.scope order by lower(s.name) collate "C", s.product_id),
      row_number() over (partition by x.scope order by s.created_at, s.product_id),
      ${flags}
    from product_search s
    cross join lateral (select tree_id::text from unnest(s.category_tree_ids) tree_id union all select '') t(scope)
    cross join lateral (
      select t.scope union all select t.scope || ${selectionScope('', 'brand', '')} || b from unnest(s.brands) b
    ) x(scope)`;
}

/**
 * The selections a product belongs to, as scope suffixes (see selectionScope): each of its brands
 * and each boolean attribute value some variant has.
 */
const selectionsOf = sql.join(
  [
    sql`select ${selectionScope('', 'brand', '')} || b from unnest(s.brands) b`,
    ...searchBooleanAttributes.flatMap((attribute) =>
      [true, false].map(
        (value) =>
          sql`select ${selectionScope('', attribute, String(value))} where ${sql.identifier(`${attribute}_${value}`)} > 0`,
      ),
    ),
  ],
  sql` union all `,
);

/**
 * The facet counts of every category subtree and of the whole catalogue (scope ''), and of each of
 * those narrowed to one brand or one boolean attribute value (scope + selection); see productSearchCounts.
 */
function insertCounts(): SQL {
  // All boolean attributes in one pass per scope: aggregate columns unpivoted into rows.
  const flagAggregates: SQL[] = [];
  const flagRows: SQL[] = [];
  searchBooleanAttributes.forEach((attribute, index) => {
    const yes = sql.identifier(`${attribute}_true`);
    const no = sql.identifier(`${attribute}_false`);
    const column = (suffix: string) => sql.identifier(`f${index}_${suffix}`);
    flagAggregates.push(
      sql`sum(${yes}) as ${column('tv')}, count(*) filter (where ${yes} > 0) as ${column('tp')}`,
      sql`sum(${no}) as ${column('fv')}, count(*) filter (where ${no} > 0) as ${column('fp')}`,
      sql`sum(${yes} + ${no}) as ${column('av')}, count(*) filter (where ${yes} + ${no} > 0) as ${column('ap')}`,
    );
    flagRows.push(
      sql`(${attribute}, 'true', ${column('tv')}, ${column('tp')})`,
      sql`(${attribute}, 'false', ${column('fv')}, ${column('fp')})`,
      sql`(${attribute}, '', ${column('av')}, ${column('ap')})`,
    );
  });
  return sql`
    insert into product_search_counts (scope, facet, term, variants, products)
    with scoped as materialized (
      select x.scope || y.selection as scope, s.category_ids, s.brands, s.brand_variants, s.variant_count, ${booleanColumns} from product_search s
      cross join lateral (select tree_id::text from unnest(s.category_tree_ids) tree_id union all select '') x(scope)
      cross join lateral (select '' union all ${selectionsOf}) y(selection)
    )
    select scope, facet, term, variants, products from (
      select scope, '' as facet, '' as term, sum(variant_count) as variants, count(*) as products from scoped group by scope
      union all select scope, 'categories', '', 0, count(*) filter (where cardinality(category_ids) > 0) from scoped group by scope
      union all select scope, 'categories', d::text, count(*), count(*) from scoped cross join lateral unnest(category_ids) d group by scope, d
      union all select scope, 'brand', u.b, sum(u.n), count(*) from scoped cross join lateral unnest(brands, brand_variants) u(b, n) group by scope, u.b
      union all select f.scope, v.facet, v.term, v.variants, v.products
        from (select scope, ${sql.join(flagAggregates, sql`, `)} from scoped group by scope) f
        cross join lateral (values ${sql.join(flagRows, sql`, `)}) v(facet, term, variants, products)
    ) counts`;
}
