import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { seedDemoData } from '../seed';
import { testDatabaseTargets } from '../testing';
import { suggestionsPerPrefix } from '../schema/search';
import { refreshProductSearch } from './product-search-index';
import { productSuggestionRepository } from './product-suggestions';

const fakeHash = async (plain: string) => `fake:${plain}`;

interface IndexedProduct {
  id: string;
  name: string;
  brands: string[];
}

/** The suggestions for a prefix worked out from the search rows alone: what productSuggestions promises. */
function expectedSuggestions(products: IndexedProduct[], prefix: string): string[] {
  return allMatches(products, prefix).slice(0, suggestionsPerPrefix);
}

/** Every product with a name or brand word beginning with the prefix, in suggestion order. */
function allMatches(products: IndexedProduct[], prefix: string): string[] {
  const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
  const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  return products
    .map((product) => {
      const brandWords = product.brands.flatMap(words);
      const inName = words(product.name)
        .filter((word) => !brandWords.includes(word))
        .findIndex((word) => word.startsWith(prefix));
      const inBrand = brandWords.some((word) => word.startsWith(prefix));
      return { ...product, position: inName >= 0 ? inName : inBrand ? 999 : -1 };
    })
    .filter((product) => product.position >= 0)
    .sort(
      (a, b) =>
        a.position - b.position ||
        bytewise(a.name.toLowerCase(), b.name.toLowerCase()) ||
        bytewise(a.id.replace(/-/g, ''), b.id.replace(/-/g, '')),
    )
    .map((product) => product.id);
}

/** The two letters most products have a word beginning with: a prefix with more matches than are kept. */
function commonestPrefix(products: IndexedProduct[]): string {
  const counts = new Map<string, number>();
  for (const product of products) {
    const words =
      [product.name, ...product.brands]
        .join(' ')
        .toLowerCase()
        .match(/[a-z]{2,}/g) ?? [];
    for (const prefix of new Set(words.map((word) => word.slice(0, 2))))
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe.each(testDatabaseTargets())('productSuggestionRepository on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const suggested = async (prefix: string, limit = 1000) =>
    (await productSuggestionRepository(database.db).byPrefix(prefix, limit)).map((row) => row.id);
  const indexed = async (): Promise<IndexedProduct[]> =>
    database.db
      .select({
        id: schema.productSearch.productId,
        name: schema.productSearch.name,
        brands: schema.productSearch.brands,
      })
      .from(schema.productSearch);

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    await seedDemoData(database, { products: 150, hashPassword: fakeHash, now: new Date('2026-03-15T12:00:00Z') });
  });
  afterAll(async () => {
    await dispose?.();
  });

  it.each(['gl', 'glo', 'nitr', 'nitrile', 'ster', 'imp', 'comp', 'ca'])(
    'suggests the first products with a word beginning with %j: earlier name words first, then brands, then by name',
    async (prefix) => {
      const expected = expectedSuggestions(await indexed(), prefix);
      expect(expected.length).toBeGreaterThan(0);
      expect(await suggested(prefix)).toEqual(expected);
    },
  );

  it('keeps the first products of a prefix only, so the table grows with the vocabulary', async () => {
    const products = await indexed();
    const prefix = commonestPrefix(products);
    expect(allMatches(products, prefix).length).toBeGreaterThan(suggestionsPerPrefix);
    expect(await suggested(prefix)).toHaveLength(suggestionsPerPrefix);
    const kept = sql`${schema.productSuggestions.prefix} = ${prefix}`;
    expect(await database.db.$count(schema.productSuggestions, kept)).toBe(suggestionsPerPrefix);
  });

  it('reads the first rows only, with the name, slug, and the master variant brand and item number', async () => {
    const [first, ...rest] = await productSuggestionRepository(database.db).byPrefix('glo', 3);
    expect(rest).toHaveLength(2);
    const [master] = await database.db
      .select()
      .from(schema.productVariants)
      .where(sql`${schema.productVariants.productId} = ${first!.id} and ${schema.productVariants.variantId} = 1`);
    const [product] = await database.db.select().from(schema.products).where(eq(schema.products.id, first!.id));
    expect(first).toEqual({
      id: product!.id,
      name: product!.name['en-US'],
      slug: product!.slug['en-US'],
      brand: master!.attributes.brand,
      itemNumber: master!.itemNumber,
    });
  });

  it('finds nothing for a prefix no word begins with, or longer than the index holds', async () => {
    expect(await suggested('qzx')).toEqual([]);
    expect(await suggested('g')).toEqual([]);
    const long = (await indexed()).flatMap((product) => product.name.toLowerCase().match(/[a-z]{16,}/g) ?? []).at(0);
    if (long) expect(await suggested(long)).toEqual([]);
  });

  it('follows a refresh: a renamed product under its new words only, an unpublished one gone', async () => {
    const [renamed, hidden] = await database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.published, true))
      .orderBy(schema.products.id)
      .limit(2);
    const oldWord = renamed!.name['en-US']!.toLowerCase().match(/[a-z]{3,}/)![0];
    const hiddenWord = hidden!.name['en-US']!.toLowerCase().match(/[a-z]{3,}/)![0];
    expect(await suggested(oldWord)).toContain(renamed!.id);
    expect(await suggested(hiddenWord)).toContain(hidden!.id);

    await database.db
      .update(schema.products)
      .set({ name: { 'en-US': 'Zanthoria Polishing Paste' } })
      .where(eq(schema.products.id, renamed!.id));
    await database.db.update(schema.products).set({ published: false }).where(eq(schema.products.id, hidden!.id));
    await refreshProductSearch(database.db, [renamed!.id, hidden!.id]);

    expect(await suggested('zant')).toEqual([renamed!.id]);
    // The old name's words still find it only through its brand, if at all.
    const products = await indexed();
    expect(await suggested(oldWord)).toEqual(expectedSuggestions(products, oldWord));
    expect(await suggested(hiddenWord)).not.toContain(hidden!.id);
    expect(await suggested(hiddenWord)).toEqual(expectedSuggestions(products, hiddenWord));
  });

  it('moves the next product up when one of the first leaves a prefix, and places one that enters it', async () => {
    const prefix = commonestPrefix(await indexed());
    const before = await suggested(prefix);
    const [leaving] = before;
    const [entering] = (await indexed()).filter((product) => !allMatches([product], prefix).length);
    await database.db.update(schema.products).set({ published: false }).where(eq(schema.products.id, leaving!));
    await database.db
      .update(schema.products)
      .set({ name: { 'en-US': `${prefix.toUpperCase()}a Test Cement` } })
      .where(eq(schema.products.id, entering!.id));
    await refreshProductSearch(database.db, [leaving!, entering!.id]);

    const after = await suggested(prefix);
    expect(after).toEqual(expectedSuggestions(await indexed(), prefix));
    expect(after).not.toContain(leaving);
    expect(after).toContain(entering!.id);
    // The rest keep their order; the new name took the place the unpublished product left.
    expect(after.filter((id) => id !== entering!.id)).toEqual(before.slice(1));
  });
});
