import {
  categorySchema,
  productProjectionPagedQueryResponseSchema,
  productProjectionSchema,
} from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureIds, insertCatalogFixture } from '../../../test/catalog-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const { products: p, categories: c } = fixtureIds;

describe.each(testDatabaseTargets())('GET /aces/product-projections ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await insertCatalogFixture(api.db);
  });
  afterAll(() => api.close());

  /** Query string from [name, value] pairs, encoded as URLSearchParams (and so the SDK) does. */
  const search = (params: [string, string][]) => `?${new URLSearchParams(params).toString()}`;
  const query = async (params: [string, string][]) => {
    const response = await api.fetch(`/aces/product-projections${search(params)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return productProjectionPagedQueryResponseSchema.parse(await response.json());
  };
  const keysWhere = async (...where: string[]) =>
    (await query(where.map((predicate) => ['where', predicate]))).results.map((product) => product.key);

  it('lists only published products, by id, with paging fields', async () => {
    const page = await query([]);
    expect(page.results.map((product) => product.id)).toEqual([p.gloves, p.burs, p.composite]);
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 3, total: 3 });
    expect(
      await query([
        ['limit', '1'],
        ['offset', '1'],
      ]),
    ).toMatchObject({ count: 1, total: 3, results: [{ id: p.burs }] });
    const withoutTotal = await query([
      ['withTotal', 'false'],
      ['limit', '0'],
    ]);
    expect('total' in withoutTotal).toBe(false);
    expect(withoutTotal.results).toEqual([]);
  });

  it('sorts by name, key and dates, asc or desc', async () => {
    const keys = async (...sort: string[]) =>
      (await query(sort.map((term) => ['sort', term]))).results.map((product) => product.key);
    expect(await keys('name.en-US asc')).toEqual(['carbide-burs', 'nitrile-gloves', 'flowable-composite']);
    expect(await keys('key desc')).toEqual(['nitrile-gloves', 'flowable-composite', 'carbide-burs']);
    expect(await keys('createdAt desc')).toEqual(['flowable-composite', 'nitrile-gloves', 'carbide-burs']);
    expect(await keys('lastModifiedAt')).toEqual(['carbide-burs', 'nitrile-gloves', 'flowable-composite']);
    expect(await keys('id desc')).toEqual(['flowable-composite', 'carbide-burs', 'nitrile-gloves']);
  });

  it('finds products by sku the way the spec asks: master or other variants', async () => {
    const skus = '"CS-1000001-CS", "CS-1000002-PK", "CS-9999999-EA"';
    expect(await keysWhere(`masterVariant(sku in (${skus})) or variants(sku in (${skus}))`)).toEqual([
      'nitrile-gloves',
      'carbide-burs',
    ]);
    // `variants` holds only the non-master variants, as in commercetools.
    expect(await keysWhere(`variants(sku in (${skus}))`)).toEqual(['nitrile-gloves']);
    expect(await keysWhere(`masterVariant(sku = "CS-1000001-CS")`)).toEqual([]);
    expect(await keysWhere(`masterVariant(sku = "CS-1000001-BX")`)).toEqual(['nitrile-gloves']);
  });

  it('binds lists and single values from var.* parameters', async () => {
    const page = await query([
      ['where', 'masterVariant(sku in :skus) or variants(sku in :skus)'],
      ['var.skus', 'CS-1000003-CS'],
      ['var.skus', 'CS-1000002-PK'],
    ]);
    expect(page.results.map((product) => product.key)).toEqual(['carbide-burs', 'flowable-composite']);
    const bySlug = await query([
      ['where', 'slug(en-US = :slug)'],
      ['var.slug', 'nitrile-exam-gloves-1000001'],
    ]);
    expect(bySlug.results.map((product) => product.key)).toEqual(['nitrile-gloves']);
  });

  it('finds products by item number attributes (indexed columns) and by other attributes (jsonb)', async () => {
    const items = (variants: string) =>
      `${variants}(attributes(name = "hs_item_number" and value in ("1000001", "1000003", "404")))`;
    expect(await keysWhere(`${items('masterVariant')} or ${items('variants')}`)).toEqual([
      'nitrile-gloves',
      'flowable-composite',
    ]);
    expect(await keysWhere('masterVariant(attributes(name = "hs_item_number" and value = 1000002))')).toEqual([
      'carbide-burs',
    ]);
    expect(await keysWhere('variants(attributes(name = "hs_uom" and value = "CS"))')).toEqual([
      'nitrile-gloves',
      'flowable-composite',
    ]);
    expect(await keysWhere('masterVariant(attributes(name = "hs_sku" and value != "CS-1000001-BX"))')).toEqual([
      'carbide-burs',
      'flowable-composite',
    ]);
    expect(await keysWhere('masterVariant(attributes(name = "brand" and value = "Ástra"))')).toEqual([
      'flowable-composite',
    ]);
    expect(await keysWhere('masterVariant(attributes(name = "latex_free" and value = true))')).toEqual([
      'nitrile-gloves',
    ]);
    expect(await keysWhere('variants(attributes(name = "count_per_unit" and value >= 48))')).toEqual([
      'nitrile-gloves',
      'flowable-composite',
    ]);
    expect(await keysWhere('masterVariant(attributes(name = "count_per_unit" and value < 5))')).toEqual([
      'flowable-composite',
    ]);
    // A string never orders against a number.
    expect(await keysWhere('masterVariant(attributes(name = "count_per_unit" and value > "1"))')).toEqual([]);
    expect(await keysWhere('masterVariant(attributes(name = "previous_sku"))')).toEqual(['carbide-burs']);
    expect(await keysWhere('masterVariant(attributes is empty)')).toEqual([]);
  });

  it('queries product fields: id, key, name, slug, categories, productType, dates, with and/or/not', async () => {
    expect(await keysWhere(`id = "${p.burs}"`)).toEqual(['carbide-burs']);
    expect(await keysWhere(`id in ("${p.burs}", "${p.hidden}", "not-a-uuid")`)).toEqual(['carbide-burs']);
    expect(await keysWhere('id = "not-a-uuid"')).toEqual([]);
    expect(await keysWhere('key = "flowable-composite"')).toEqual(['flowable-composite']);
    expect(await keysWhere('key != "flowable-composite"')).toEqual(['nitrile-gloves', 'carbide-burs']);
    expect(await keysWhere('key not in ("flowable-composite", "carbide-burs")')).toEqual(['nitrile-gloves']);
    expect(await keysWhere('name(en-US = "Ástra Flowable Composite \\"A2\\"")')).toEqual(['flowable-composite']);
    expect(await keysWhere('name(de-DE is defined)')).toEqual([]);
    expect(await keysWhere('description(en-US is defined)')).toEqual(['nitrile-gloves']);
    expect(await keysWhere(`categories(id = "${c.burs}")`)).toEqual(['carbide-burs', 'flowable-composite']);
    expect(await keysWhere(`categories(id in ("${c.gloves}", "${c.root}"))`)).toEqual([
      'nitrile-gloves',
      'flowable-composite',
    ]);
    expect(await keysWhere(`categories(id != "${c.gloves}")`)).toEqual(['carbide-burs', 'flowable-composite']);
    expect(await keysWhere('categories is empty')).toEqual([]);
    expect(await keysWhere('published = true')).toEqual(['nitrile-gloves', 'carbide-burs', 'flowable-composite']);
    expect(await keysWhere('createdAt > "2024-01-01"')).toEqual(['nitrile-gloves', 'flowable-composite']);
    expect(
      await keysWhere('createdAt <= "2024-02-01T10:00:00Z"', 'lastModifiedAt >= "2023-06-15T00:00:00.000Z"'),
    ).toEqual(['nitrile-gloves', 'carbide-burs']);
    expect(await keysWhere('key = "carbide-burs" or key = "nitrile-gloves" and createdAt > "2030-01-01"')).toEqual([
      'carbide-burs',
    ]);
    expect(await keysWhere('(key = "carbide-burs" or key = "nitrile-gloves") and createdAt > "2030-01-01"')).toEqual(
      [],
    );
    expect(await keysWhere('not(key = "carbide-burs" or masterVariant(sku = "CS-1000003-EA"))')).toEqual([
      'nitrile-gloves',
    ]);
    expect(await keysWhere('key = "carbide-burs"', 'key = "nitrile-gloves"')).toEqual([]);
    const productTypeId = (await query([['limit', '1']])).results[0]!.productType.id;
    expect(await keysWhere(`productType(id = "${productTypeId}")`)).toHaveLength(3);
    expect(await keysWhere(`productType(id = "${p.gloves}")`)).toEqual([]);
  });

  it('expands category references with expand=categories[*], and only then', async () => {
    const expanded = await query([
      ['where', `id = "${p.composite}"`],
      ['expand', 'categories[*]'],
      ['expand', 'productType'],
    ]);
    const [product] = expanded.results;
    expect(product!.categories.map((reference) => [reference.id, reference.obj?.key])).toEqual([
      [c.gloves, 'gloves'],
      [c.burs, 'burs'],
    ]);
    expect(categorySchema.parse(product!.categories[0]!.obj)).toMatchObject({
      parent: { typeId: 'category', id: c.root },
      externalId: 'HS-GL',
    });
    const plain = await query([['where', `id = "${p.composite}"`]]);
    expect(plain.results[0]!.categories).toEqual([
      { typeId: 'category', id: c.gloves },
      { typeId: 'category', id: c.burs },
    ]);
  });

  it.each<[string, [string, string][], string]>([
    [
      'an unknown field',
      [['where', 'colour = "red"']],
      "Malformed parameter: where: Unknown field 'colour' (line 1, column 1)",
    ],
    ['an unknown nested field', [['where', 'masterVariant(price = 1)']], "Unknown field 'price' (line 1, column 15)"],
    [
      'a syntax error',
      [['where', 'key = "a" or = "b"']],
      "Malformed parameter: where: Invalid input '=', expected a field name, 'not(' or '(' (line 1, column 14)",
    ],
    [
      'a bare word as value',
      [['where', 'key = carbide']],
      "Invalid input 'carbide', expected a string, a number, true, false or an input variable (:name) (line 1, column 7)",
    ],
    [
      'an unbound variable',
      [['where', 'variants(sku in :skus)']],
      'Unbound variable :skus; pass its value as the query parameter var.skus (line 1, column 17)',
    ],
    [
      'a list variable where one value fits',
      [
        ['where', 'key = :k'],
        ['var.k', 'a'],
        ['var.k', 'b'],
      ],
      "Variable :k has 2 values; a list fits only 'in :k'",
    ],
    ['a number for a text field', [['where', 'key = 5']], "Field 'key' takes a string, not 5"],
    [
      'a string for a number field',
      [['where', 'masterVariant(id = "1")']],
      `Field 'id' takes an integer from -2147483648 to 2147483647, not "1"`,
    ],
    [
      'a malformed date',
      [['where', 'createdAt > "2024-13-45"']],
      "Field 'createdAt' takes a date or date-time in ISO 8601 form",
    ],
    [
      'a date without zone',
      [['where', 'createdAt > "2024-01-01T10:00"']],
      "Field 'createdAt' takes a date or date-time",
    ],
    ['ordering on an id', [['where', `id > "${p.gloves}"`]], "Operator '>' does not apply to field 'id'"],
    [
      'a comparison on an object',
      [['where', 'masterVariant = "x"']],
      "A comparison does not apply to field 'masterVariant'; query its fields as masterVariant(…)",
    ],
    [
      'a comparison on references',
      [['where', `categories = "${c.gloves}"`]],
      'query its references as categories(id = "…")',
    ],
    ['nesting into a plain field', [['where', 'key(en-US = "x")']], "Field 'key' has no fields to query inside"],
    [
      'is empty on a plain field',
      [['where', 'key is empty']],
      "'is empty' does not apply to field 'key'; only arrays can be empty",
    ],
    [
      'is defined on a required field',
      [['where', 'key is defined']],
      "'is defined' does not apply to field 'key'; it is always defined",
    ],
    ['contains on a plain field', [['where', 'key contains any ("a")']], "'contains' does not apply to field 'key'"],
    ['a malformed locale', [['where', 'name(english = "x")']], "Unknown field 'english'"],
    [
      'an overlong predicate',
      [['where', `key = "x"${' '.repeat(10_000)}`]],
      'The predicate is 10009 characters long; at most 10000 are accepted',
    ],
    ['deep nesting', [['where', `${'('.repeat(40)}key = "x"${')'.repeat(40)}`]], 'nests deeper than 32 levels'],
    ['an unknown parameter', [['colour', 'red']], 'query: Unrecognized key: "colour"'],
    ['a malformed variable name', [['var.a.b', 'x']], 'query: Unrecognized key: "var.a.b"'],
    [
      'a number variable that is not a number',
      [
        ['where', 'masterVariant(id = :n)'],
        ['var.n', 'one'],
      ],
      `Field 'id' takes an integer from -2147483648 to 2147483647, not "one"`,
    ],
    ['staged=true', [['staged', 'true']], 'staged: Invalid input'],
    ['an unsupported sort', [['sort', 'price asc']], "sort: 'price asc' is not supported"],
    ['a limit over 500', [['limit', '501']], 'limit: Too big'],
    ['an offset over 10000', [['offset', '10001']], 'offset: Too big'],
  ])('answers 400 InvalidInput to %s', async (_case, params, message) => {
    const response = await api.fetch(`/aces/product-projections${search(params)}`);
    expect(response.status).toBe(400);
    const body = await readError(response);
    expect(body.errors[0]?.code).toBe('InvalidInput');
    expect(body.message).toContain(message);
  });

  it.each([
    `key = "'; drop table products; --"`,
    'key = "\\u0000" or masterVariant(attributes(name = "brand" and value = "\\u0000")) or name(en-US = "a\\u0000")',
    `name(en-US = "${'ü'.repeat(1_000)}")`,
    'key in (":x", "%", "_", "\\\\")',
    'masterVariant(attributes(name = "a\\"b" and value = "\'"))',
  ])('treats odd values as plain data: %s', async (predicate) => {
    expect(await keysWhere(predicate)).toEqual([]);
    expect(await keysWhere('key = "carbide-burs"')).toEqual(['carbide-burs']);
  });
});

describe.each(testDatabaseTargets())('GET /aces/product-projections/:id and /key=:key ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await insertCatalogFixture(api.db);
  });
  afterAll(() => api.close());

  const get = async (path: string) => {
    const response = await api.fetch(`/aces/product-projections/${path}`);
    expect(response.status).toBe(200);
    return productProjectionSchema.parse(await response.json());
  };

  it('renders a product projection in commercetools shape', async () => {
    const product = await get(p.burs);
    expect(product).toStrictEqual({
      id: p.burs,
      version: 1,
      key: 'carbide-burs',
      productType: { typeId: 'product-type', id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      name: { 'en-US': 'Carbide Burs FG 330' },
      slug: { 'en-US': 'carbide-burs-fg-330-1000002' },
      categories: [{ typeId: 'category', id: c.burs }],
      hasStagedChanges: false,
      published: true,
      masterVariant: {
        id: 1,
        sku: 'CS-1000002-PK',
        key: '1000002-pk',
        prices: [],
        attributes: [
          { name: 'hs_sku', value: 'CS-1000002-PK' },
          { name: 'hs_item_number', value: '1000002' },
          { name: 'hs_uom', value: 'PK' },
          { name: 'brand', value: 'Apex' },
          { name: 'sterile', value: false },
          { name: 'count_per_unit', value: 5 },
          { name: 'previous_sku', value: '200002-PK' },
        ].sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name)),
        images: [{ url: '/media/products/1000002/1.svg', dimensions: { w: 600, h: 600 }, label: 'Product' }],
        assets: [
          {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            name: { 'en-US': 'Instructions for use' },
            sources: [{ uri: '/downloads/instructions-for-use.pdf', contentType: 'application/pdf' }],
          },
        ],
      },
      variants: [],
      priceMode: 'Standalone',
      createdAt: '2023-06-15T00:00:00.000Z',
      lastModifiedAt: '2023-06-15T00:00:00.000Z',
    });
  });

  it('gives the same product type id and asset ids on every read', async () => {
    const [first, second] = [await get(p.burs), await get('key=carbide-burs')];
    expect(second).toEqual(first);
    expect((await get(p.gloves)).productType).toEqual(first.productType);
  });

  it('lists the other variants in order, master excluded', async () => {
    const product = await get(p.composite);
    expect(product.masterVariant.sku).toBe('CS-1000003-EA');
    expect(product.variants.map((variant) => [variant.id, variant.sku])).toEqual([
      [2, 'CS-1000003-BX'],
      [3, 'CS-1000003-CS'],
    ]);
    expect(product.variants.every((variant) => variant.assets.length === 0)).toBe(true);
  });

  it('gets by key, expanding categories when asked', async () => {
    const product = await get('key=flowable-composite?expand=categories%5B*%5D');
    expect(product.id).toBe(p.composite);
    expect(product.categories.map((reference) => reference.obj?.slug)).toEqual([
      { 'en-US': 'gloves' },
      { 'en-US': 'burs' },
    ]);
  });

  it.each([
    [p.hidden, `The Resource with ID '${p.hidden}' was not found.`],
    [
      '00000000-0000-4000-8000-0000000000ff',
      "The Resource with ID '00000000-0000-4000-8000-0000000000ff' was not found.",
    ],
    ['not-a-uuid', "The Resource with ID 'not-a-uuid' was not found."],
    ['key=progress-bar', "The Resource with key 'progress-bar' was not found."],
    ['key=missing', "The Resource with key 'missing' was not found."],
  ])('answers 404 ResourceNotFound for %s (unknown or unpublished)', async (path, message) => {
    const response = await api.fetch(`/aces/product-projections/${path}`);
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      statusCode: 404,
      message,
      errors: [{ code: 'ResourceNotFound', message }],
    });
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${api.baseUrl}/aces/product-projections/${p.burs}`);
    expect(response.status).toBe(401);
  });
});
