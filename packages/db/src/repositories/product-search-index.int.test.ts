import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { facetColumnNames } from '../schema/search';
import { seedDemoData } from '../seed';
import { testDatabaseTargets } from '../testing';
import { refreshProductSearch } from './product-search-index';

const fakeHash = async (plain: string) => `fake:${plain}`;

describe.each(testDatabaseTargets())('refreshProductSearch on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    await seedDemoData(database, { products: 150, hashPassword: fakeHash, now: new Date('2026-03-15T12:00:00Z') });
  });
  afterAll(async () => {
    await dispose?.();
  });

  const count = async (query: SQL) => {
    const [row] = await database.db.select({ n: sql<number>`(${query})::int` }).from(sql`(values (1)) as one(x)`);
    return row!.n;
  };

  it('indexes every published product once after seeding, and leaves the unpublished one out', async () => {
    expect(await count(sql`select count(*) from product_search`)).toBe(
      await count(sql`select count(*) from products where published`),
    );
    expect(await count(sql`select count(*) from product_search where key = 'progress-bar'`)).toBe(0);
  });

  it('gives every text row the columns of its search row, so a text search needs no join', async () => {
    const columns = Object.values(getTableColumns(schema.productSearch)).map((column) => column.name);
    expect(columns).toContain('category_tree_ids');
    const differs = sql.join(
      columns.map((column) => sql`s.${sql.identifier(column)} is distinct from t.${sql.identifier(column)}`),
      sql` or `,
    );
    expect(
      await count(
        sql`select count(*) from product_search s full join product_search_text t using (product_id) where s.product_id is null or t.product_id is null or ${differs}`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*) from product_search_text`)).toBeGreaterThan(100);
  });

  /** Text rows whose facet set is missing or differs from the row's own facet columns. */
  const wrongFacetSets = () =>
    count(sql`select count(*) from product_search_text t left join search_facet_sets f on f.id = t.facet_set
      where f.id is null or ${sql.join(
        facetColumnNames.map((column) => sql`f.${sql.identifier(column)} is distinct from t.${sql.identifier(column)}`),
        sql` or `,
      )}`);

  it('names in every text row the facet set equal to its facet columns, each set once', async () => {
    expect(await wrongFacetSets()).toBe(0);
    const columns = sql.raw(facetColumnNames.join(', '));
    expect(await count(sql`select count(*) from search_facet_sets`)).toBe(
      await count(sql`select count(*) from (select distinct ${columns} from product_search) sets`),
    );
    expect(await count(sql`select count(distinct facet_set) from product_search_text`)).toBeGreaterThan(1);
  });

  it('gives a product refreshed alone a facet set with its new brand, and a full refresh keeps only used sets', async () => {
    const [variant] = await database.db
      .select()
      .from(schema.productVariants)
      .orderBy(schema.productVariants.sku)
      .limit(1);
    await database.db
      .update(schema.productVariants)
      .set({ attributes: { ...variant!.attributes, brand: 'Brand Only Here' } })
      .where(eq(schema.productVariants.sku, variant!.sku));

    await refreshProductSearch(database.db, [variant!.productId]);

    expect(await wrongFacetSets()).toBe(0);
    expect(
      await count(sql`select count(*) from product_search_text t join search_facet_sets f on f.id = t.facet_set
        where t.product_id = ${variant!.productId} and 'Brand Only Here' = any(f.brands)`),
    ).toBe(1);
    await database.db
      .update(schema.productVariants)
      .set({ attributes: variant!.attributes })
      .where(eq(schema.productVariants.sku, variant!.sku));
    await refreshProductSearch(database.db);
    expect(await wrongFacetSets()).toBe(0);
    expect(
      await count(
        sql`select count(*) from search_facet_sets f where not exists (select 1 from product_search_text t where t.facet_set = f.id)`,
      ),
    ).toBe(0);
  });

  it.skipIf(target.name !== 'postgres')(
    'completes a full and a partial refresh run at once, one after the other',
    async () => {
      const [product] = await database.db.select().from(schema.productSearch).limit(1);
      await Promise.all([refreshProductSearch(database.db), refreshProductSearch(database.db, [product!.productId])]);
      await Promise.all([refreshProductSearch(database.db, [product!.productId]), refreshProductSearch(database.db)]);
      expect(await wrongFacetSets()).toBe(0);
      expect(await count(sql`select count(*) from product_search_text`)).toBe(
        await count(sql`select count(*) from products where published`),
      );
    },
  );

  it('holds skus, item numbers, previous skus and the category with its ancestors', async () => {
    const [variant] = await database.db
      .select()
      .from(schema.productVariants)
      .where(sql`attributes ? 'previous_sku'`)
      .limit(1);
    const [row] = await database.db
      .select()
      .from(schema.productSearch)
      .where(eq(schema.productSearch.productId, variant!.productId));
    const [text] = await database.db
      .select()
      .from(schema.productSearchText)
      .where(eq(schema.productSearchText.productId, variant!.productId));
    const [product] = await database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, variant!.productId));
    const [category] = await database.db
      .select()
      .from(schema.categories)
      .where(eq(schema.categories.id, product!.categoryIds[0]!));
    expect(row!.skus).toContain(variant!.sku);
    expect(row!.itemNumbers).toContain(variant!.itemNumber);
    expect(row!.previousSkus).toContain(variant!.attributes.previous_sku);
    expect(text!.codes).toEqual(
      expect.arrayContaining([variant!.sku.toLowerCase(), String(variant!.attributes.previous_sku).toLowerCase()]),
    );
    expect(new Set(row!.categoryTreeIds)).toEqual(new Set([...category!.ancestorIds, category!.id]));
    expect(row!.variantCount).toBe(
      await database.db.$count(schema.productVariants, eq(schema.productVariants.productId, product!.id)),
    );
  });

  it('counts the variants whose boolean attribute is true or false', async () => {
    const mismatches = await count(sql`
      select count(*) from product_search s
      where s.sterile_true <> (select count(*) from product_variants v where v.product_id = s.product_id and v.attributes->'sterile' = 'true'::jsonb)
         or s.sterile_false <> (select count(*) from product_variants v where v.product_id = s.product_id and v.attributes->'sterile' = 'false'::jsonb)`);
    expect(mismatches).toBe(0);
    expect(await count(sql`select count(*) from product_search where sterile_true > 0`)).toBeGreaterThan(0);
  });

  it('builds a dictionary of alphabetic words (stems and plain forms) for typo tolerance', async () => {
    const words = await database.db.select().from(schema.searchWords);
    const known = new Set(words.map((w) => w.word));
    expect(known.has('implant')).toBe(true);
    expect(words.every((w) => w.word.length >= 3 && !/[0-9]/.test(w.word) && w.products > 0)).toBe(true);
  });

  it('refreshes only the given products, and drops one that is no longer published', async () => {
    const [first, second] = await database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.published, true))
      .orderBy(schema.products.id)
      .limit(2);
    await database.db
      .update(schema.products)
      .set({ name: { 'en-US': 'Zanthoria Polishing Paste' }, published: true })
      .where(eq(schema.products.id, first!.id));
    await database.db.update(schema.products).set({ published: false }).where(eq(schema.products.id, second!.id));
    const before = await count(sql`select count(*) from product_search`);

    await refreshProductSearch(database.db, [first!.id, second!.id]);

    expect(await count(sql`select count(*) from product_search`)).toBe(before - 1);
    expect(await count(sql`select count(*) from product_search where product_id = ${second!.id}`)).toBe(0);
    const renamed = await count(
      sql`select count(*) from product_search_text where document @@ to_tsquery('english', 'zanthoria') and product_id = ${first!.id}`,
    );
    expect(renamed).toBe(1);
    expect(await count(sql`select count(*) from search_words where word = 'zanthoria'`)).toBe(1);
    await refreshProductSearch(database.db, []);
  });
});
