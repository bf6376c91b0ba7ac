import {
  productProjectionPagedSearchResponseSchema,
  productSuggestionResponseSchema,
  type ProductProjectionPagedSearchResponse,
} from '@chairside/contracts';
import { productSearchRepository, refreshProductSearch, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { buildTextMatch, textTerms } from './text-query';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = { root: id(1), supplies: id(2), gloves: id(3), implants: id(4), restorative: id(5) };

const categories = [
  { id: category.root, key: 'storefront-root', ancestorIds: [] },
  { id: category.supplies, key: 'supplies', parentId: category.root, ancestorIds: [category.root] },
  { id: category.gloves, key: 'gloves', parentId: category.supplies, ancestorIds: [category.root, category.supplies] },
  { id: category.implants, key: 'implants', parentId: category.root, ancestorIds: [category.root] },
  { id: category.restorative, key: 'restorative', parentId: category.root, ancestorIds: [category.root] },
].map((row) => ({
  ...row,
  name: { 'en-US': row.key.replace(/^./, (c) => c.toUpperCase()) },
  slug: { 'en-US': row.key },
}));

interface Fixture {
  n: number;
  name: string;
  category: string;
  description?: string;
  published?: boolean;
  variants: { uom: string; item: string; attributes: Record<string, unknown> }[];
}

const fixtures: Fixture[] = [
  {
    n: 11,
    name: 'Nitrile Exam Gloves',
    category: category.gloves,
    variants: [
      { uom: 'BX', item: '1001001', attributes: { brand: 'Acme', latex_free: true, powdered: false } },
      { uom: 'CS', item: '1001001', attributes: { brand: 'Acme', latex_free: true, powdered: false } },
    ],
  },
  {
    n: 12,
    name: 'Latex Exam Gloves',
    category: category.gloves,
    variants: [
      {
        uom: 'BX',
        item: '1001002',
        attributes: { brand: 'Zen', latex_free: false, powdered: true, previous_sku: '555111-BX' },
      },
      { uom: 'CS', item: '1001002', attributes: { brand: 'Zen', latex_free: false, powdered: true } },
    ],
  },
  {
    n: 13,
    name: 'Composite Restorative Kit',
    category: category.restorative,
    variants: [{ uom: 'KT', item: '3003001', attributes: { brand: 'Acme', sterile: false } }],
  },
  {
    n: 14,
    name: 'Tapered Implant',
    category: category.implants,
    variants: [{ uom: 'EA', item: '2002002', attributes: { brand: 'Osteo', sterile: true } }],
  },
  {
    n: 15,
    name: 'Implant Drill',
    category: category.implants,
    variants: [{ uom: 'EA', item: '2002003', attributes: { brand: 'Osteo', sterile: true } }],
  },
  // Its name holds another product's item number: the exact item-number match must still rank first.
  {
    n: 16,
    name: 'Analog for 2002002 Implants',
    category: category.implants,
    variants: [{ uom: 'EA', item: '2002004', attributes: { brand: 'Osteo' } }],
  },
  {
    n: 17,
    name: 'Cotton Rolls',
    category: category.supplies,
    description: 'Soft rolls, gentle on gloves.',
    variants: [{ uom: 'BG', item: '1001003', attributes: { brand: 'Zen', disposable: true } }],
  },
  {
    n: 18,
    name: 'Hidden Gloves',
    category: category.gloves,
    published: false,
    variants: [{ uom: 'BX', item: '1001004', attributes: { brand: 'Acme', latex_free: true } }],
  },
];

const sku = (item: string, uom: string) => `T-${item}-${uom}`;

async function seedCatalogue(api: TestApi) {
  await api.db.insert(schema.categories).values(categories);
  for (const fixture of fixtures) {
    const productId = id(fixture.n);
    await api.db.insert(schema.products).values({
      id: productId,
      key: `p${fixture.n}`,
      name: { 'en-US': fixture.name },
      slug: { 'en-US': `p${fixture.n}` },
      description: fixture.description ? { 'en-US': fixture.description } : null,
      categoryIds: [fixture.category],
      published: fixture.published ?? true,
      createdAt: new Date(Date.UTC(2026, 0, fixture.n)),
    });
    await api.db.insert(schema.productVariants).values(
      fixture.variants.map((variant, index) => ({
        productId,
        variantId: index + 1,
        sku: sku(variant.item, variant.uom),
        itemNumber: variant.item,
        uom: variant.uom,
        attributes: variant.attributes,
      })),
    );
  }
  await refreshProductSearch(api.db);
}

describe.each(testDatabaseTargets())('GET /aces/product-projections/search ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { env: { SEARCH_CACHE_SECONDS: '0' } });
    await seedCatalogue(api);
  });
  afterAll(() => api.close());

  const search = async (query: string): Promise<ProductProjectionPagedSearchResponse> => {
    const response = await api.fetch(`/aces/product-projections/search?${query}`);
    if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
    return productProjectionPagedSearchResponseSchema.parse(await response.json());
  };
  const keys = (page: ProductProjectionPagedSearchResponse) => page.results.map((product) => product.key);
  const text = (value: string, extra = '') => `text.en-US=${encodeURIComponent(value)}${extra}`;
  const filter = (name: string, expression: string) => `${name}=${encodeURIComponent(expression)}`;

  it('finds products by words of the name, stemmed ("glove" finds Gloves), never unpublished ones', async () => {
    const page = await search(text('glove ', '&sort=name.en-US+asc'));
    expect(keys(page)).toEqual(['p17', 'p12', 'p11']);
    expect(page).toMatchObject({ total: 3, count: 3, offset: 0, limit: 20 });
    // Name hits (weight A) rank above a description hit (weight C) by default.
    expect(keys(await search(text('gloves ')))).toEqual(expect.arrayContaining(['p11', 'p12']));
    expect(keys(await search(text('gloves ')))[2]).toBe('p17');
    expect(keys(await search(text('gloves ', '&sort=score+desc')))[2]).toBe('p17');
  });

  it('matches the last word as a prefix for type-ahead', async () => {
    expect(new Set(keys(await search(text('glov'))))).toEqual(new Set(['p11', 'p12', 'p17']));
    expect(keys(await search(text('nitrile glo')))).toEqual(['p11']);
  });

  it.each([
    ['gluve', ['p11', 'p12', 'p17']],
    ['composit', ['p13']],
    ['compsite', ['p13']],
    ['inplant', ['p14', 'p15', 'p16']],
  ])('tolerates a typo with fuzzy=true: %s', async (typo, expected) => {
    expect(new Set(keys(await search(text(`${typo} `, '&fuzzy=true'))))).toEqual(new Set(expected));
  });

  it('finds nothing for a typo without fuzzy, or with fuzzyLevel=0', async () => {
    expect(await search(text('gluve ')).then((page) => page.total)).toBe(0);
    expect(await search(text('gluve ', '&fuzzy=true&fuzzyLevel=0')).then((page) => page.total)).toBe(0);
  });

  it('ranks an exact item number first, and finds a product by sku and by previous sku', async () => {
    const byItem = await search(text('2002002'));
    expect(keys(byItem)[0]).toBe('p14');
    expect(keys(byItem)).toContain('p16');
    expect(keys(await search(text('T-3003001-KT')))[0]).toBe('p13');
    expect(keys(await search(text('555111-bx')))[0]).toBe('p12');
  });

  it('answers odd characters and very long texts with results, never an error', async () => {
    expect(await search(text("gloves'); -- :* & | !( \\"))).toMatchObject({ total: 3 });
    // Every word must match: no product has "drop" and "table" in it.
    expect(await search(text("gloves'); drop table products; --"))).toMatchObject({ total: 0 });
    expect((await search(text('?!*'))).total).toBe(0);
    expect((await search(text(`${'implant '.repeat(100)}`))).total).toBe(3);
  });

  it('filters by a category subtree (with sub-categories) or by the category itself', async () => {
    expect(
      new Set(keys(await search(filter('filter.query', `categories.id: subtree("${category.supplies}")`)))),
    ).toEqual(new Set(['p11', 'p12', 'p17']));
    expect(keys(await search(filter('filter.query', `categories.id: "${category.supplies}"`)))).toEqual(['p17']);
    expect(
      new Set(
        keys(await search(filter('filter', `categories.id: subtree("${category.gloves}"), "${category.restorative}"`))),
      ),
    ).toEqual(new Set(['p11', 'p12', 'p13']));
  });

  it('filters by sku, item number, slug, key, brand and boolean attributes', async () => {
    expect(keys(await search(filter('filter', `variants.sku:"${sku('1001001', 'CS')}"`)))).toEqual(['p11']);
    expect(keys(await search(filter('filter', 'variants.attributes.hs_item_number:"2002003"')))).toEqual(['p15']);
    expect(keys(await search(filter('filter', 'slug.en-US:"p13"')))).toEqual(['p13']);
    expect(keys(await search(filter('filter', 'key:"p14","p16"')))).toEqual(['p14', 'p16']);
    expect(keys(await search(filter('filter', 'variants.attributes.brand:"Zen"')))).toEqual(['p12', 'p17']);
    expect(keys(await search(filter('filter', 'variants.attributes.latex_free:true')))).toEqual(['p11']);
    expect(keys(await search(filter('filter', 'variants.attributes.sterile:false')))).toEqual(['p13']);
    expect(keys(await search(filter('filter', 'variants.attributes.previous_sku:exists')))).toEqual(['p12']);
  });

  it('computes facet counts that agree with the catalogue tables', async () => {
    const facets = ['categories.id', 'variants.attributes.brand', 'variants.attributes.latex_free counting products']
      .map((f) => `facet=${encodeURIComponent(f)}`)
      .join('&');
    const page = await search(facets);
    const brandRows = await api.db.execute(
      sql`select v.attributes->>'brand' as term, count(*)::int as n from product_variants v join products p on p.id = v.product_id where p.published group by 1`,
    );
    const brandCounts = Object.fromEntries(
      rowsOf<{ term: string; n: number }>(brandRows).map((row) => [row.term, row.n]),
    );
    const brand = page.facets['variants.attributes.brand'];
    expect(brand?.type === 'terms' && Object.fromEntries(brand.terms.map((term) => [term.term, term.count]))).toEqual(
      brandCounts,
    );
    expect(brand).toMatchObject({ type: 'terms', dataType: 'text', missing: 0, total: 9, other: 0 });
    expect(page.facets['categories.id']).toEqual({
      type: 'terms',
      dataType: 'text',
      missing: 0,
      total: 7,
      other: 0,
      terms: [
        { term: category.implants, count: 3 },
        { term: category.gloves, count: 2 },
        { term: category.supplies, count: 1 },
        { term: category.restorative, count: 1 },
      ],
    });
    // latex_free: 2 variants true (1 product), 2 false (1 product); the other 5 published variants have no value.
    expect(page.facets['variants.attributes.latex_free counting products']).toEqual({
      type: 'terms',
      dataType: 'boolean',
      missing: 5,
      total: 4,
      other: 0,
      terms: [
        { term: 'false', count: 2, productCount: 1 },
        { term: 'true', count: 2, productCount: 1 },
      ],
    });
    expect(page.total).toBe(7);
  });

  it('answers a category page from precomputed counts exactly as counting live would', async () => {
    const facets = [
      'categories.id',
      'variants.attributes.brand counting products',
      'variants.attributes.latex_free',
      'variants.attributes.disposable',
    ]
      .map((f) => `facet=${encodeURIComponent(f)}`)
      .join('&');
    for (const scope of [category.root, category.supplies, category.gloves, category.implants]) {
      const precomputed = await search(`${filter('filter.query', `categories.id: subtree("${scope}")`)}&${facets}`);
      // Naming the subtree twice is the same filter, but not the shape the precomputed counts serve.
      const live = await search(
        `${filter('filter.query', `categories.id: subtree("${scope}"), subtree("${scope}")`)}&${facets}`,
      );
      expect(precomputed.facets).toEqual(live.facets);
      expect(precomputed.total).toBe(live.total);
    }
    const all = await search(facets);
    expect(all.facets).toEqual(
      (
        await search(
          `${filter('filter.query', `categories.id: subtree("${category.root}"), subtree("${category.root}")`)}&${facets}`,
        )
      ).facets,
    );
  });

  it("counts a text search's facets as it counts them over the same products named by key", async () => {
    const facets = [
      'categories.id',
      'variants.attributes.brand counting products',
      'variants.attributes.latex_free',
      'variants.attributes.sterile counting products',
      'variants.attributes.powdered:true as powdered counting products',
      'createdAt:range(* to "2026-01-12T00:00:00.000Z") as early',
    ]
      .map((f) => `facet=${encodeURIComponent(f)}`)
      .join('&');
    const selections = [
      filter('filter.facets', 'variants.attributes.brand:"Zen"'),
      filter('filter', 'variants.attributes.latex_free:false'),
    ];
    for (const selected of [[], selections]) {
      const byText = await search([text('gloves '), facets, ...selected].join('&'));
      expect(byText.total).toBeGreaterThan(0);
      const matches = (await search(`${text('gloves ')}&limit=100`)).results.map((product) => `"${product.key}"`);
      const byKey = await search([filter('filter.query', `key:${matches.join(',')}`), facets, ...selected].join('&'));
      expect(byText.facets).toEqual(byKey.facets);
      expect(byText.total).toBe(byKey.total);
    }
  });

  it('applies the stages: filter.query narrows facets and results, filter.facets other facets, filter results only', async () => {
    const query = [
      filter('filter.query', `categories.id: subtree("${category.supplies}")`),
      filter('filter.facets', 'variants.attributes.brand:"Acme"'),
      filter('filter', 'variants.attributes.brand:"Acme"'),
      'facet=variants.attributes.brand',
      'facet=variants.attributes.latex_free',
      `facet=${encodeURIComponent('variants.attributes.powdered:true as powdered')}`,
    ].join('&');
    const page = await search(query);
    expect(keys(page)).toEqual(['p11']);
    expect(page.total).toBe(1);
    // The brand facet ignores its own selection (multi-select) but keeps the category query.
    const brand = page.facets['variants.attributes.brand'];
    expect(brand?.type === 'terms' && brand.terms).toEqual([
      { term: 'Zen', count: 3 },
      { term: 'Acme', count: 2 },
    ]);
    // Other facets are narrowed to Acme.
    const latexFree = page.facets['variants.attributes.latex_free'];
    expect(latexFree?.type === 'terms' && latexFree.terms).toEqual([{ term: 'true', count: 2 }]);
    expect(page.facets.powdered).toEqual({ type: 'filter', count: 0 });
    // Without filter.facets the filtered facet counts the Zen gloves' powdered variants.
    const unselected = await search(
      [
        filter('filter.query', `categories.id: subtree("${category.supplies}")`),
        `facet=${encodeURIComponent('variants.attributes.powdered:true as powdered counting products')}`,
      ].join('&'),
    );
    expect(unselected.facets.powdered).toEqual({ type: 'filter', count: 2, productCount: 1 });
    expect(unselected.total).toBe(3);
  });

  it('sorts by name, createdAt and id, and pages with a stable total', async () => {
    expect(keys(await search('sort=name.en-US+desc&limit=3'))).toEqual(['p14', 'p11', 'p12']);
    expect(keys(await search('sort=createdAt+desc&limit=2'))).toEqual(['p17', 'p16']);
    expect(keys(await search('sort=id+asc&limit=2&offset=5'))).toEqual(['p16', 'p17']);
    expect(await search('limit=2&offset=100')).toMatchObject({ count: 0, total: 7, results: [] });
    expect(await search('limit=0')).toMatchObject({ count: 0, total: 7 });
  });

  it('marks matching variants and expands categories', async () => {
    const page = await search(
      `${filter('filter', `variants.sku:"${sku('1001001', 'CS')}"`)}&markMatchingVariants=true&expand=categories%5B*%5D`,
    );
    const [product] = page.results;
    expect(product?.masterVariant.isMatchingVariant).toBe(false);
    expect(product?.variants[0]?.isMatchingVariant).toBe(true);
    expect(product?.categories[0]?.obj?.key).toBe('gloves');
    const bySku = await search(`${text('T-1001002-BX')}&markMatchingVariants=true`);
    expect(bySku.results[0]?.masterVariant.isMatchingVariant).toBe(true);
    expect(bySku.results[0]?.variants[0]?.isMatchingVariant).toBe(false);
  });

  it('answers pages from stored renderings exactly as it renders the products, and shows a change at once', async () => {
    const rawPage = async () => {
      const response = await api.fetch('/aces/product-projections/search?sort=id+asc');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return (await response.json()) as ProductProjectionPagedSearchResponse;
    };
    await api.db.delete(schema.productRenderings);
    const rendered = await rawPage();
    const [stored] = await api.db.select({ count: sql<number>`count(*)::int` }).from(schema.productRenderings);
    expect(stored?.count).toBe(7);
    const fromStored = await rawPage();
    expect(fromStored).toEqual(rendered);
    for (const product of fromStored.results) {
      const response = await api.fetch(`/aces/product-projections/${product.id}`);
      expect(await response.json()).toEqual(product);
    }
    // The product's name and one variant's brand, as a catalogue editor would change them.
    const edit = async (name: string, brand: string) => {
      await api.db
        .update(schema.products)
        .set({ name: { 'en-US': name } })
        .where(sql`key = 'p11'`);
      await api.db
        .update(schema.productVariants)
        .set({ attributes: { brand, latex_free: true, powdered: false } })
        .where(sql`sku = ${sku('1001001', 'CS')}`);
    };
    await edit('Renamed Gloves', 'Zen');
    const changed = (await rawPage()).results.find((product) => product.key === 'p11');
    expect(changed?.name['en-US']).toBe('Renamed Gloves');
    expect(changed?.variants[0]?.attributes).toContainEqual({ name: 'brand', value: 'Zen' });
    await edit('Nitrile Exam Gloves', 'Acme');
  });

  it('answers a common word alone from its precomputed answer, exactly as it searched the matches', async () => {
    const facets = ['categories.id', 'variants.attributes.brand', 'variants.attributes.latex_free']
      .map((facet) => `&facet=${facet}`)
      .join('');
    const texts = ['gloves', 'gloves ', 'exam', 'glove', 'gloves exam'];
    const live = await Promise.all(texts.map((value) => search(text(value, facets))));
    await refreshProductSearch(api.db, undefined, { headQueryMinProducts: 2 });
    try {
      const heads = await api.db.select().from(schema.searchHeadAnswers);
      expect(heads.map((head) => head.word)).toEqual(expect.arrayContaining(['gloves', 'glove', 'exam']));
      // Each stored query is the one the API builds for its word typed alone, as a prefix or as a whole word.
      const repository = productSearchRepository(api.db);
      for (const head of heads) {
        const analyses = await repository.analyzeTerms([head.word], true);
        const built = [head.word, `${head.word} `].map((typed) =>
          buildTextMatch(textTerms(typed), analyses, { enabled: true }),
        );
        expect(built).toContainEqual(expect.objectContaining({ query: head.query, precomputed: true }));
      }
      expect(await Promise.all(texts.map((value) => search(text(value, facets))))).toEqual(live);
      // The answers come from the stored rows: with their pages emptied, the totals stay and the pages are empty.
      await api.db.update(schema.searchHeadAnswers).set({ productIds: [] });
      const emptied = await search(text('gloves', facets));
      expect(emptied.total).toBe(live[0]!.total);
      expect(emptied.results).toEqual([]);
    } finally {
      await refreshProductSearch(api.db);
    }
  });

  it.each([
    ['filter.query=categories.id%3Asubtree(', "filter.query: malformed expression 'categories.id:subtree('"],
    ['facet=variants.attributes.color', "'variants.attributes.color' is not a searchable field"],
    ['text.de-DE=handschuh', 'text.de-DE'],
    ['limit=501', 'limit'],
    ['fuzzyLevel=2&fuzzy=true&text.en-US=glove', 'fuzzyLevel: 2 is above the default level 1'],
    ['sort=score%20desc', 'sort: score applies to a text search only'],
  ])('answers 400 InvalidInput to %s', async (query, message) => {
    const response = await api.fetch(`/aces/product-projections/search?${query}`);
    expect(response.status).toBe(400);
    const body = await readError(response);
    expect(body.errors[0]?.code).toBe('InvalidInput');
    expect(body.message).toContain(message);
  });
});

describe.each(testDatabaseTargets())('GET /aces/product-suggestions ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { env: { SEARCH_CACHE_SECONDS: '0' } });
    await seedCatalogue(api);
  });
  afterAll(() => api.close());

  const suggest = async (query: string) => {
    const response = await api.fetch(`/aces/product-suggestions?${query}`);
    if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
    return productSuggestionResponseSchema.parse(await response.json());
  };
  const suggested = async (typed: string, extra = '') =>
    (await suggest(`text.en-US=${encodeURIComponent(typed)}${extra}`)).results.map((product) => product.slug['en-US']);

  it('offers products whose name has a word beginning with the typed one, earlier words first, then by name', async () => {
    // Implant Drill (first word), Tapered Implant (second), Analog for 2002002 Implants (third).
    expect(await suggested('impl')).toEqual(['p15', 'p14', 'p16']);
    expect(await suggested('IM')).toEqual(['p15', 'p14', 'p16']);
    expect(await suggested('glo')).toEqual(['p12', 'p11']);
    expect(await suggest('text.en-US=impl&limit=2')).toEqual({
      limit: 2,
      count: 2,
      results: [
        {
          id: id(15),
          name: { 'en-US': 'Implant Drill' },
          slug: { 'en-US': 'p15' },
          brand: 'Osteo',
          itemNumber: '2002003',
        },
        {
          id: id(14),
          name: { 'en-US': 'Tapered Implant' },
          slug: { 'en-US': 'p14' },
          brand: 'Osteo',
          itemNumber: '2002002',
        },
      ],
    });
  });

  it('offers products by a brand word after every name match, and never an unpublished product', async () => {
    expect(await suggested('zen')).toEqual(['p17', 'p12']);
    expect(await suggested('acm')).toEqual(['p13', 'p11']);
    expect(await suggested('hidd')).toEqual([]);
  });

  it('answers a typo, several words, a code or a description word with the fuzzy text search', async () => {
    expect(new Set(await suggested('gluve'))).toEqual(new Set(['p11', 'p12', 'p17']));
    expect(await suggested('nitrile glo')).toEqual(['p11']);
    expect((await suggested('2002002'))[0]).toBe('p14');
    expect(await suggested('gentle')).toEqual(['p17']);
    expect(await suggest('text.en-US=%3F!')).toEqual({ limit: 8, count: 0, results: [] });
  });

  it.each([['limit=8'], ['text.en-US=glo&limit=0'], ['text.en-US=glo&limit=21'], ['text.en-US=glo&sort=name']])(
    'answers 400 InvalidInput to %s',
    async (query) => {
      const response = await api.fetch(`/aces/product-suggestions?${query}`);
      expect(response.status).toBe(400);
      expect((await readError(response)).errors[0]?.code).toBe('InvalidInput');
    },
  );
});

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
