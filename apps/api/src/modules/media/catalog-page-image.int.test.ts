import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('GET /media/catalogs/:slug/:page.svg ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    const [product] = await api.db
      .insert(schema.products)
      .values({
        key: 'membrane-1',
        name: { 'en-US': 'Collagen Membrane <15 x 20 mm>' },
        slug: { 'en-US': 'collagen-membrane' },
      })
      .returning();
    await api.db
      .insert(schema.productVariants)
      .values({ productId: product!.id, variantId: 1, sku: 'M-EA', itemNumber: '1002', uom: 'EA' });
    const [catalog] = await api.db
      .insert(schema.printCatalogs)
      .values({ slug: 'regen24', title: 'Regenerative Solutions 2024', year: 2024 })
      .returning();
    await api.db.insert(schema.printCatalogPages).values([
      {
        catalogId: catalog!.id,
        pageNumber: 1,
        title: 'Allografts',
        imageUrl: '/media/catalogs/regen24/1.svg',
        productKeys: [],
      },
      {
        catalogId: catalog!.id,
        pageNumber: 2,
        title: 'Membranes',
        imageUrl: '/media/catalogs/regen24/2.svg',
        productKeys: ['membrane-1', 'gone'],
      },
    ]);
  });
  afterAll(() => api.close());

  it('renders the page publicly, as a cacheable SVG of its section and products', async () => {
    const response = await fetch(`${api.baseUrl}/media/catalogs/regen24/2.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toContain('>Membranes</text>');
    expect(svg).toContain('>Page 2 of 2</text>');
    expect(svg).toContain('>Collagen Membrane &#60;15</text>');
    expect(svg).toContain('>Item # 1002</text>');
  });

  it.each([
    ['/media/catalogs/nope/1.svg', 404, "The Resource with key 'nope' was not found."],
    ['/media/catalogs/regen24/3.svg', 404, "The catalogue 'regen24' has no page 3."],
    ['/media/catalogs/regen24/0.svg', 400, 'page: '],
  ])('answers %s with %i', async (path, status, message) => {
    const response = await fetch(`${api.baseUrl}${path}`);
    expect(response.status).toBe(status);
    expect((await readError(response)).message).toContain(message);
  });
});
