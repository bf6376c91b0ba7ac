import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { seedDemoData } from '../seed';
import { testDatabaseTargets } from '../testing';
import { productSearchRepository, type ProductSearchQuery, type TextMatch } from './product-search';
import { refreshProductSearch } from './product-search-index';

const fakeHash = async (plain: string) => `fake:${plain}`;
/** Words in this many of the 300 products get answers: common enough for pages, counts and a partial refresh. */
const minProducts = 20;

/** A precomputed answer must be exactly what ranking, grouping and counting the matches answers. */
describe.each(testDatabaseTargets())('precomputed answers of common words on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    await seedDemoData(database, { products: 300, hashPassword: fakeHash, now: new Date('2026-03-15T12:00:00Z') });
    await refreshProductSearch(database.db, undefined, { headQueryMinProducts: minProducts });
  });
  afterAll(async () => {
    await dispose?.();
  });

  const heads = () =>
    database.db
      .select({ query: schema.searchHeadAnswers.query, word: schema.searchHeadAnswers.word })
      .from(schema.searchHeadAnswers)
      .orderBy(schema.searchHeadAnswers.query);
  const search = (text: TextMatch, page: Partial<ProductSearchQuery> = {}): ProductSearchQuery => ({
    text,
    queryFilters: [],
    facetFilters: [],
    resultFilters: [],
    facets: [
      { kind: 'terms', field: 'categories' },
      { kind: 'terms', field: 'brand' },
      { kind: 'terms', field: 'sterile' },
    ],
    sort: [],
    limit: 24,
    offset: 0,
    ...page,
  });
  /** The query read from its answer, and run live; a facet's terms come in no particular order (the API sorts them). */
  const bothWays = async (query: string, page: Partial<ProductSearchQuery> = {}) => {
    const repository = productSearchRepository(database.db);
    const live = { query, exactQuery: query, codes: [] };
    const sorted = ({ products, summary }: Awaited<ReturnType<typeof repository.rankedSearch>>) => ({
      products,
      summary: {
        total: summary.total,
        facets: summary.facets.map((facet) =>
          facet.kind === 'terms' ? { ...facet, terms: facet.terms.sort((a, b) => (a.term < b.term ? -1 : 1)) } : facet,
        ),
      },
    });
    return {
      stored: sorted(await repository.rankedSearch(search({ ...live, precomputed: true }, page))),
      live: sorted(await repository.rankedSearch(search(live, page))),
    };
  };

  it("holds both queries of each common word, and reports them with the word's analysis", async () => {
    const held = await heads();
    const words = [...new Set(held.map((head) => head.word))];
    expect(words.length).toBeGreaterThan(5);
    const [word] = words;
    const [analysis] = await productSearchRepository(database.db).analyzeTerms([word!], true);
    expect(analysis!.headQueries.sort()).toEqual(held.filter((head) => head.word === word).map((head) => head.query));
    // The word as a prefix, and (when it has stems) as a whole word.
    expect(held.filter((head) => head.query.endsWith(`'${head.word}':*)`)).length).toBe(words.length);
  });

  it('answers pages, totals and facets exactly as the live search does', async () => {
    const held = await heads();
    for (const { query } of held.filter((_, index) => index % 7 === 0)) {
      for (const page of [{}, { offset: 24 }, { limit: 6, offset: 3 }, { facets: [] }]) {
        const { stored, live } = await bothWays(query, page);
        expect(stored.summary.total).toBeGreaterThanOrEqual(minProducts);
        expect(stored).toEqual(live);
      }
    }
  });

  it('reads the stored answer, runs live past its pages, and runs live when it is gone', async () => {
    const { query } = (await heads())[0]!;
    // An answer changed in place shows: the search read it rather than the matches.
    await database.db
      .update(schema.searchHeadAnswers)
      .set({ productIds: sql`array(select id from unnest(product_ids) with ordinality u(id, n) order by n desc)` })
      .where(eq(schema.searchHeadAnswers.query, query));
    const reversed = await bothWays(query);
    expect(reversed.stored.products.map((product) => product.id)).not.toEqual(
      reversed.live.products.map((product) => product.id),
    );
    expect(reversed.stored.summary).toEqual(reversed.live.summary);
    const past = await bothWays(query, { offset: 240 });
    expect(past.stored).toEqual(past.live);
    await database.db.delete(schema.searchHeadAnswers).where(eq(schema.searchHeadAnswers.query, query));
    const gone = await bothWays(query);
    expect(gone.stored.summary.total).toBeGreaterThan(0);
    expect(gone.stored).toEqual(gone.live);
    await refreshProductSearch(database.db, undefined, { headQueryMinProducts: minProducts });
  });

  it('keeps the answers exact when a partial refresh takes a product out of one word and into another', async () => {
    const [first, second] = [...new Set((await heads()).map((head) => head.word))];
    const prefixHead = async (word: string) =>
      (await heads()).find((head) => head.word === word && head.query.endsWith(`'${word}':*)`))!.query;
    const [firstQuery, secondQuery] = [await prefixHead(first!), await prefixHead(second!)];
    const [product] = await database.db
      .select({ id: schema.productSearchText.productId })
      .from(schema.productSearchText)
      .where(
        sql`document @@ ${firstQuery}::tsquery and not document @@ ${secondQuery}::tsquery and name ilike ${`%${first}%`}`,
      )
      .limit(1);
    const totals = async () =>
      Promise.all([firstQuery, secondQuery].map(async (query) => (await bothWays(query)).stored.summary.total));
    const [firstBefore, secondBefore] = await totals();
    await database.db
      .update(schema.products)
      .set({ name: { 'en-US': `Renamed ${second} item` } })
      .where(eq(schema.products.id, product!.id));
    await refreshProductSearch(database.db, [product!.id]);
    for (const query of [firstQuery, secondQuery]) {
      const { stored, live } = await bothWays(query);
      expect(stored).toEqual(live);
    }
    const [firstAfter, secondAfter] = await totals();
    expect(firstAfter).toBeLessThanOrEqual(firstBefore!);
    expect(secondAfter).toBe(secondBefore! + 1);
  });
});
