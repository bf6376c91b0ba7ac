import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('GET /media/products/:productKey/:n.svg ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    const [category] = await api.db
      .insert(schema.categories)
      .values({
        key: 'local-anesthetics',
        name: { 'en-US': 'Local Anesthetics' },
        slug: { 'en-US': 'local-anesthetics' },
      })
      .returning();
    const [product] = await api.db
      .insert(schema.products)
      .values({
        key: 'articaine-4pct',
        name: { 'en-US': 'Articaine 4% <with> Epinephrine & "Care"' },
        slug: { 'en-US': 'articaine-4pct' },
        categoryIds: [category!.id],
      })
      .returning();
    await api.db.insert(schema.productVariants).values({
      productId: product!.id,
      variantId: 1,
      sku: 'ART-50',
      itemNumber: '100200',
      uom: 'BX',
      attributes: { brand: 'Septodont' },
    });
  });
  afterAll(() => api.close());

  it('renders a cacheable SVG with the brand and the escaped product name', async () => {
    const response = await fetch(`${api.baseUrl}/media/products/articaine-4pct/2.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('SEPTODONT');
    expect(svg).toContain('&#60;with&#62;');
    expect(svg).not.toContain('<with>');
    // Deterministic: the same URL always gives the same picture, which is what makes it cacheable.
    const again = await fetch(`${api.baseUrl}/media/products/articaine-4pct/2.svg`);
    expect(await again.text()).toBe(svg);
  });

  it('answers 404 for an unknown product key', async () => {
    const response = await fetch(`${api.baseUrl}/media/products/no-such-product/1.svg`);
    expect(response.status).toBe(404);
    expect((await readError(response)).message).toBe("The Resource with key 'no-such-product' was not found.");
  });

  it('answers 400 for an image number outside 1..3', async () => {
    const response = await fetch(`${api.baseUrl}/media/products/articaine-4pct/4.svg`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain('n: Too big');
  });
});
