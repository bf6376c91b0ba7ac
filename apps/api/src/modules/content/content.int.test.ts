import { graphqlResponseSchema, printCatalogSummarySchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const ids = {
  regen: '00000000-0000-4000-8000-0000000000a1',
  tools: '00000000-0000-4000-8000-0000000000a2',
  draft: '00000000-0000-4000-8000-0000000000a3',
};

async function seedCatalogues(api: TestApi) {
  const products = await api.db
    .insert(schema.products)
    .values([
      {
        key: 'graft-1',
        name: { 'en-US': 'Cortical Particulate 0.5 cc' },
        slug: { 'en-US': 'cortical-particulate-1001' },
      },
      {
        key: 'membrane-1',
        name: { 'en-US': 'Collagen Membrane 15 x 20 mm' },
        slug: { 'en-US': 'collagen-membrane-1002' },
      },
      { key: 'hidden-1', name: { 'en-US': 'Withdrawn Graft' }, slug: { 'en-US': 'withdrawn-graft' }, published: false },
    ])
    .returning();
  const [graft, membrane, hidden] = products;
  await api.db.insert(schema.productVariants).values([
    { productId: graft!.id, variantId: 1, sku: 'G-EA', itemNumber: '1001', uom: 'EA' },
    { productId: graft!.id, variantId: 2, sku: 'G-BX', itemNumber: '1001', uom: 'BX' },
    { productId: graft!.id, variantId: 3, sku: 'G-CS', itemNumber: '1001-C', uom: 'CS' },
    { productId: membrane!.id, variantId: 1, sku: 'M-EA', itemNumber: '1002', uom: 'EA' },
    { productId: hidden!.id, variantId: 1, sku: 'H-EA', itemNumber: '1003', uom: 'EA' },
  ]);
  await api.db.insert(schema.printCatalogs).values([
    { id: ids.tools, slug: 'instruments24', title: 'Instruments Catalog 2024', year: 2024 },
    {
      id: ids.regen,
      slug: 'regen24',
      title: 'Regenerative Solutions 2024',
      description: 'Grafts and membranes',
      year: 2024,
    },
    { id: ids.draft, slug: 'draft25', title: 'Draft 2025', year: 2025, published: false },
  ]);
  await api.db.insert(schema.printCatalogPages).values([
    {
      catalogId: ids.regen,
      pageNumber: 2,
      title: 'Membranes',
      imageUrl: '/media/catalogs/regen24/2.svg',
      productKeys: ['membrane-1', 'hidden-1', 'no-such-product'],
    },
    {
      catalogId: ids.regen,
      pageNumber: 1,
      title: 'Allografts',
      imageUrl: '/media/catalogs/regen24/1.svg',
      productKeys: ['membrane-1', 'graft-1'],
    },
    {
      catalogId: ids.tools,
      pageNumber: 1,
      title: 'Burs',
      imageUrl: '/media/catalogs/instruments24/1.svg',
      productKeys: [],
    },
    { catalogId: ids.draft, pageNumber: 1, title: 'Soon', imageUrl: '/media/catalogs/draft25/1.svg', productKeys: [] },
  ]);
}

const readBody = async (response: Response) =>
  graphqlResponseSchema(z.record(z.string(), z.unknown())).parse(await response.json());

describe.each(testDatabaseTargets())('POST /content/graphql ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await seedCatalogues(api);
  });
  afterAll(() => api.close());

  const graphql = async (query: string, variables?: Record<string, unknown>, authorization?: string) =>
    api.fetch('/content/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  const data = async (query: string, variables?: Record<string, unknown>) => {
    const response = await graphql(query, variables);
    expect(response.status).toBe(200);
    const body = await readBody(response);
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const firstError = async (query: string) => {
    const response = await graphql(query);
    expect(response.status).toBe(200);
    const body = await readBody(response);
    // No data for a document that could not run (undefined) or an operation the schema refuses (null).
    expect(body.data ?? null).toBeNull();
    return body.errors![0]!.message;
  };

  it('lists published catalogues with page count and cover, by title within a year', async () => {
    const result = await data('{ printCatalogs { slug title description year pageCount coverImageUrl } }');
    expect(z.object({ printCatalogs: z.array(printCatalogSummarySchema) }).parse(result)).toEqual({
      printCatalogs: [
        {
          slug: 'instruments24',
          title: 'Instruments Catalog 2024',
          description: null,
          year: 2024,
          pageCount: 1,
          coverImageUrl: '/media/catalogs/instruments24/1.svg',
        },
        {
          slug: 'regen24',
          title: 'Regenerative Solutions 2024',
          description: 'Grafts and membranes',
          year: 2024,
          pageCount: 2,
          coverImageUrl: '/media/catalogs/regen24/1.svg',
        },
      ],
    });
  });

  it('gives a catalogue with its pages in order and the products still on sale, in page order', async () => {
    const result = await data(
      'query ($slug: String!) { printCatalog(slug: $slug) { title pageCount pages { pageNumber title imageUrl products { key name slug itemNumbers } } } }',
      { slug: 'regen24' },
    );
    expect(result.printCatalog).toEqual({
      title: 'Regenerative Solutions 2024',
      pageCount: 2,
      pages: [
        {
          pageNumber: 1,
          title: 'Allografts',
          imageUrl: '/media/catalogs/regen24/1.svg',
          products: [
            {
              key: 'membrane-1',
              name: 'Collagen Membrane 15 x 20 mm',
              slug: 'collagen-membrane-1002',
              itemNumbers: ['1002'],
            },
            {
              key: 'graft-1',
              name: 'Cortical Particulate 0.5 cc',
              slug: 'cortical-particulate-1001',
              itemNumbers: ['1001', '1001-C'],
            },
          ],
        },
        {
          pageNumber: 2,
          title: 'Membranes',
          imageUrl: '/media/catalogs/regen24/2.svg',
          products: [
            {
              key: 'membrane-1',
              name: 'Collagen Membrane 15 x 20 mm',
              slug: 'collagen-membrane-1002',
              itemNumbers: ['1002'],
            },
          ],
        },
      ],
    });
  });

  it('gives one page with its catalogue, for previous/next navigation', async () => {
    const result = await data(
      '{ printCatalogPage(slug: "regen24", pageNumber: 2) { pageNumber title catalog { slug title pageCount } products { key } } }',
    );
    expect(result).toEqual({
      printCatalogPage: {
        pageNumber: 2,
        title: 'Membranes',
        catalog: { slug: 'regen24', title: 'Regenerative Solutions 2024', pageCount: 2 },
        products: [{ key: 'membrane-1' }],
      },
    });
  });

  it('answers null for an unknown or unpublished catalogue and a page out of range', async () => {
    expect(
      await data(
        '{ a: printCatalog(slug: "nope") { slug } b: printCatalog(slug: "draft25") { slug } c: printCatalogPage(slug: "regen24", pageNumber: 3) { title } d: printCatalogPage(slug: "nope", pageNumber: 1) { title } }',
      ),
    ).toEqual({
      a: null,
      b: null,
      c: null,
      d: null,
    });
  });

  it('reports query errors in the GraphQL shape, first message first', async () => {
    expect(await firstError('{ printCatalogs { slug ')).toMatch(/^Syntax Error/);
    expect(await firstError('{ printCatalogs { price } }')).toBe('Cannot query field "price" on type "PrintCatalog".');
    expect(await firstError('{ printCatalog { slug } }')).toBe(
      'Field "printCatalog" argument "slug" of type "String!" is required, but it was not provided.',
    );
    expect(await firstError('mutation { printCatalogs { slug } }')).toBe(
      'Schema is not configured to execute mutation operation.',
    );
  });

  it('reports a variable of the wrong type', async () => {
    const response = await graphql('query ($n: Int!) { printCatalogPage(slug: "regen24", pageNumber: $n) { title } }', {
      n: 'two',
    });
    const body = await readBody(response);
    expect(body.errors![0]!.message).toContain('Variable "$n" got invalid value "two"');
  });

  it('refuses queries nested too deeply', async () => {
    const deep =
      '{ printCatalog(slug: "regen24") { pages { catalog { pages { catalog { pages { catalog { pages { title } } } } } } } } }';
    expect(await firstError(deep)).toBe('The query is nested 9 levels deep; at most 8 are allowed.');
    const viaFragments =
      'fragment P on PrintCatalogPage { catalog { pages { catalog { pages { catalog { pages { title } } } } } } } { printCatalog(slug: "regen24") { pages { ...P } } }';
    expect(await firstError(viaFragments)).toBe('The query is nested 9 levels deep; at most 8 are allowed.');
  });

  it('refuses oversized documents', async () => {
    // 2,100 tokens in under 10,000 characters.
    // graphql-js spells it "more that 2000 tokens".
    expect(await firstError(`{${'a:__typename '.repeat(700)}}`)).toMatch(
      /^Syntax Error: Document contains more tha[nt] 2000 tokens/,
    );
    const response = await graphql(`{ printCatalogs { slug } } #${'x'.repeat(10_001)}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain('query');
  });

  it('answers a request without a query with 400, in a shape GraphQL clients read', async () => {
    const response = await api.fetch('/content/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    const body = await readError(response);
    expect(body.errors[0]!.message).toMatch(/^query: /);
  });

  it('needs a token with view_content', async () => {
    const noToken = await fetch(`${api.baseUrl}/content/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ printCatalogs { slug } }"}',
    });
    expect(noToken.status).toBe(401);
    expect((await readBody(noToken)).errors![0]!.message).toBe(
      'This endpoint requires an access token. You can get one from the authorization server.',
    );
    const wrongScope = await graphql(
      '{ printCatalogs { slug } }',
      undefined,
      `Bearer ${await api.tokenFor(['view_products'])}`,
    );
    expect(wrongScope.status).toBe(403);
    const contentOnly = await graphql(
      '{ printCatalogs { slug } }',
      undefined,
      `Bearer ${await api.tokenFor(['view_content'])}`,
    );
    expect(contentOnly.status).toBe(200);
  });
});
