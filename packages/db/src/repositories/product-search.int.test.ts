import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { seedDemoData } from '../seed';
import { testDatabaseTargets } from '../testing';
import {
  productSearchRepository,
  ranksInOnePass,
  type ProductSearchQuery,
  type SearchCondition,
  type SearchSort,
} from './product-search';

const fakeHash = async (plain: string) => `fake:${plain}`;
type Row = typeof schema.productSearch.$inferSelect;

/**
 * The precomputed paths (facet counts per scope and selection, listing ranks) must answer exactly
 * what counting and sorting the search rows directly answers; the expectations below do that in JS.
 */
describe.each(testDatabaseTargets())('product search over precomputed scopes on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let rows: Row[];
  let categoryId: string;
  let brand: string;

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    await seedDemoData(database, { products: 300, hashPassword: fakeHash, now: new Date('2026-03-15T12:00:00Z') });
    rows = await database.db.select().from(schema.productSearch);
    // The largest top category, and a brand that has products both inside and outside it.
    const [top] = await database.db
      .execute<{ id: string }>(
        sql`select id from categories where cardinality(ancestor_ids) = 1 order by (select count(*) from product_search s where s.category_tree_ids && array[categories.id]) desc limit 1`,
      )
      .then((result) => resultRows<{ id: string }>(result));
    categoryId = top!.id;
    const inside = rows.filter((row) => row.categoryTreeIds.includes(categoryId));
    brand = inside
      .flatMap((row) => row.brands)
      .find((candidate) =>
        rows.some((row) => row.brands.includes(candidate) && !row.categoryTreeIds.includes(categoryId)),
      )!;
  });
  afterAll(async () => {
    await dispose?.();
  });

  const subtree = (id: string): SearchCondition => ({
    field: 'categories',
    kind: 'categories',
    ids: [],
    subtrees: [id],
  });
  const selections = (): SearchCondition[] => [
    { field: 'brand', kind: 'terms', values: [brand] },
    { field: 'sterile', kind: 'flags', values: [true] },
    { field: 'latex_free', kind: 'flags', values: [false] },
  ];
  const matches = (row: Row, condition: SearchCondition) =>
    condition.kind === 'terms'
      ? row.brands.some((b) => condition.values.includes(b))
      : condition.kind === 'flags' && flagOf(row, condition.field, condition.values[0]!) > 0;
  const flagOf = (row: Row, field: string, value: boolean) =>
    Number(
      (row as unknown as Record<string, number>)[
        `${field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}${value ? 'True' : 'False'}`
      ],
    );

  const query = (overrides: Partial<ProductSearchQuery>): ProductSearchQuery => ({
    queryFilters: [subtree(categoryId)],
    facetFilters: [],
    resultFilters: [],
    facets: [],
    sort: [],
    limit: 10,
    offset: 0,
    ...overrides,
  });

  const sortRows = (list: Row[], sort: SearchSort) => {
    const key = (row: Row) =>
      sort.field === 'name'
        ? row.name.toLowerCase()
        : sort.field === 'createdAt'
          ? row.createdAt.toISOString()
          : row.productId;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...list].sort(
      (a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.productId < b.productId ? -1 : 1),
    );
  };

  it('pages a category and the whole catalogue in name, creation and id order, with and without one selection, as sorting the rows would', async () => {
    const repository = productSearchRepository(database.db);
    for (const queryFilters of [[subtree(categoryId)], []]) {
      const scope = queryFilters.length > 0 ? rows.filter((row) => row.categoryTreeIds.includes(categoryId)) : rows;
      for (const selection of [undefined, ...selections()]) {
        const expectedRows = selection ? scope.filter((row) => matches(row, selection)) : scope;
        expect(expectedRows.length).toBeGreaterThan(0);
        for (const sort of [
          { field: 'name', direction: 'asc' },
          { field: 'name', direction: 'desc' },
          { field: 'createdAt', direction: 'desc' },
          { field: 'id', direction: 'asc' },
        ] as SearchSort[]) {
          // The last offset is past the end: an empty page.
          for (const offset of [0, 10, expectedRows.length]) {
            const page = await repository.page(
              query({ queryFilters, resultFilters: selection ? [selection] : [], sort: [sort], offset }),
            );
            expect(page.map((product) => product.id)).toEqual(
              sortRows(expectedRows, sort)
                .slice(offset, offset + 10)
                .map((row) => row.productId),
            );
          }
        }
      }
    }
  });

  it('answers total and facets of a category with one selection as counting the rows would', async () => {
    const repository = productSearchRepository(database.db);
    const scope = rows.filter((row) => row.categoryTreeIds.includes(categoryId));
    for (const selection of selections()) {
      const summary = await repository.summary(
        query({
          facetFilters: [selection],
          resultFilters: [selection],
          facets: [
            { kind: 'terms', field: 'brand' },
            { kind: 'terms', field: 'sterile' },
            { kind: 'terms', field: 'categories' },
          ],
        }),
      );
      const narrowed = scope.filter((row) => matches(row, selection));
      expect(summary.total).toBe(narrowed.length);
      // A facet on the selected field counts the whole scope; the others count the narrowed products.
      const over = (field: string) => (field === selection.field ? scope : narrowed);
      const brandCounts = new Map<string, number>();
      for (const row of over('brand'))
        row.brands.forEach((b, i) => brandCounts.set(b, (brandCounts.get(b) ?? 0) + row.brandVariants[i]!));
      const [brands, sterile, categories] = summary.facets;
      expect(brands?.kind === 'terms' && new Map(brands.terms.map((t) => [t.term, t.count]))).toEqual(brandCounts);
      expect(sterile?.kind === 'terms' && sterile.terms.find((t) => t.term === 'true')?.count).toBe(
        over('sterile').reduce((sum, row) => sum + row.sterileTrue, 0),
      );
      const categoryCounts = new Map<string, number>();
      for (const row of narrowed)
        row.categoryIds.forEach((id) => categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + 1));
      expect(categories?.kind === 'terms' && new Map(categories.terms.map((t) => [t.term, t.count]))).toEqual(
        categoryCounts,
      );
    }
  });

  it('answers total and facets of a text search, counted per facet set, as counting the matched rows would', async () => {
    const repository = productSearchRepository(database.db);
    const text = { query: "('glove' | 'gloves' | 'implant':*)", exactQuery: "('glove' | 'gloves')", codes: [] };
    const matched = await database.db
      .execute<{ id: string }>(
        sql`select product_id as id from product_search_text where document @@ ${text.query}::tsquery`,
      )
      .then((result) => new Set(resultRows<{ id: string }>(result).map((row) => row.id)));
    const found = rows.filter((row) => matched.has(row.productId));
    // Many matches share a facet set, so a count per set that ignored the set's size would differ.
    expect(found.length).toBeGreaterThan(
      new Set(found.map((row) => JSON.stringify([row.categoryIds, row.brands]))).size,
    );
    for (const selection of [undefined, ...selections()]) {
      const narrowed = selection ? found.filter((row) => matches(row, selection)) : found;
      const over = (field: string) => (field === selection?.field ? found : narrowed);
      const { summary } = await repository.rankedSearch(
        query({
          text,
          queryFilters: [],
          facetFilters: selection ? [selection] : [],
          resultFilters: selection ? [selection] : [],
          facets: [
            { kind: 'terms', field: 'brand' },
            { kind: 'terms', field: 'sterile' },
            { kind: 'terms', field: 'categories' },
          ],
        }),
      );
      expect(summary.total).toBe(narrowed.length);
      const brandCounts = new Map<string, number>();
      for (const row of over('brand'))
        row.brands.forEach((b, i) => brandCounts.set(b, (brandCounts.get(b) ?? 0) + row.brandVariants[i]!));
      const categoryCounts = new Map<string, number>();
      for (const row of over('categories'))
        row.categoryIds.forEach((id) => categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + 1));
      const [brands, sterile, categories] = summary.facets;
      expect(brands?.kind === 'terms' && new Map(brands.terms.map((t) => [t.term, t.count]))).toEqual(brandCounts);
      expect(sterile?.kind === 'terms' && sterile.terms.find((t) => t.term === 'true')).toEqual({
        term: 'true',
        count: over('sterile').reduce((sum, row) => sum + row.sterileTrue, 0),
        products: over('sterile').filter((row) => row.sterileTrue > 0).length,
      });
      expect(categories?.kind === 'terms' && new Map(categories.terms.map((t) => [t.term, t.count]))).toEqual(
        categoryCounts,
      );
    }
  });

  it('answers a text search ranked in one pass exactly as its page and summary read apart', async () => {
    const repository = productSearchRepository(database.db);
    const facets: ProductSearchQuery['facets'] = [
      { kind: 'terms', field: 'categories' },
      { kind: 'terms', field: 'brand' },
      { kind: 'terms', field: 'sterile' },
    ];
    const [selection] = selections();
    const text = { query: "('glove' | 'gloves' | 'implant':*)", exactQuery: "('glove' | 'gloves')", codes: [] };
    // A word of a product of the selected brand in the category, so the narrowed search finds something.
    const [word] = rows
      .find((row) => row.categoryTreeIds.includes(categoryId) && row.brands.includes(brand))!
      .name.toLowerCase()
      .match(/[a-z]{4,}/)!;
    const inCategory = { query: `'${word!.slice(0, 4)}':*`, exactQuery: `'${word!.slice(0, 4)}':*`, codes: [] };
    const cases: Partial<ProductSearchQuery>[] = [
      { queryFilters: [], facets },
      { queryFilters: [], facets: [], limit: 6 },
      { queryFilters: [], facets, offset: 10 },
      { text: inCategory, facets, facetFilters: [selection!], resultFilters: [selection!] },
      { queryFilters: [], facets: [], text: { ...text, codes: [rows[0]!.skus[0]!.toLowerCase()] } },
    ];
    for (const overrides of cases) {
      const search = query({ text, ...overrides });
      expect(ranksInOnePass(search)).toBe(true);
      const together = await repository.rankedSearch(search);
      expect(together.summary.total).toBeGreaterThan(0);
      expect(together).toEqual({ products: await repository.page(search), summary: await repository.summary(search) });
    }
    expect(ranksInOnePass(query({ text, sort: [{ field: 'name', direction: 'asc' }] }))).toBe(false);
  });

  it("reads each page product's stored rendering with the page, and null for one without", async () => {
    const repository = productSearchRepository(database.db);
    const text = { query: "('glove' | 'gloves')", exactQuery: "('glove' | 'gloves')", codes: [] };
    const listed = query({ sort: [{ field: 'id', direction: 'asc' }], limit: 5 });
    const ranked = query({ text, facets: [{ kind: 'terms', field: 'brand' }], limit: 5 });
    const pages = [await repository.page(listed), (await repository.rankedSearch(ranked)).products];
    const ids = pages.flat().map((product) => product.id);
    const unrendered = ids[0]!;
    const rendered = ids.filter((id) => id !== unrendered);
    expect(rendered.length).toBeGreaterThan(4);
    await database.db
      .insert(schema.productRenderings)
      .values(rendered.map((productId) => ({ productId, projection: `{"id":"${productId}"}` })))
      .onConflictDoNothing();
    try {
      for (const page of [await repository.page(listed), (await repository.rankedSearch(ranked)).products]) {
        expect(page.length).toBe(5);
        for (const product of page)
          expect(product.rendering).toBe(product.id === unrendered ? null : `{"id":"${product.id}"}`);
      }
      expect((await repository.page(listed)).map((product) => product.id)).toEqual(pages[0]!.map((p) => p.id));
    } finally {
      await database.db.delete(schema.productRenderings);
    }
  });

  it('answers an empty page past the last match of a selection without reading the rows', async () => {
    const repository = productSearchRepository(database.db);
    expect(await repository.page(query({ resultFilters: [selections()[0]!], offset: 10_000 }))).toEqual([]);
  });
});

function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
