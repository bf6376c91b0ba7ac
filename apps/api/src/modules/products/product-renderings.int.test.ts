import { productRenderingRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureIds, insertCatalogFixture } from '../../../test/catalog-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { loadProductProjections } from './product-projection.loader';
import { pageRenderings, renderAllProjections } from './product-renderings';

const { products: p } = fixtureIds;
const published = [p.gloves, p.burs, p.composite];
/** A page's products as a statement that read no renderings answers them. */
const unread = (ids: readonly string[]) => ids.map((id) => ({ id, rendering: null }));

describe.each(testDatabaseTargets())('stored product renderings ($name)', (target) => {
  let api: TestApi;
  const stored = async () => [...(await productRenderingRepository(api.db).find(Object.values(p))).keys()].sort();
  beforeAll(async () => {
    api = await startTestApi(target);
    await insertCatalogFixture(api.db);
  });
  afterAll(() => api.close());
  beforeEach(() => api.db.delete(schema.productRenderings));

  it('renders every published product once, as the projection loader renders it', async () => {
    expect(await renderAllProjections(api.db, 2)).toBe(3);
    expect(await stored()).toEqual([...published].sort());
    expect(await renderAllProjections(api.db, 2)).toBe(0);
    const texts = await productRenderingRepository(api.db).find(published);
    const projections = await loadProductProjections(api.db, published, { expandCategories: false });
    for (const projection of projections) expect(texts.get(projection.id)).toBe(JSON.stringify(projection));
  });

  it('answers texts in the order of the ids, skipping unknown, unpublished and malformed ids, and stores the missing', async () => {
    const ids = [p.composite, '00000000-0000-4000-8000-0000000000ff', p.hidden, 'junk', p.gloves, p.composite];
    const first = await pageRenderings(api.db, unread(ids));
    expect(first.map((text) => (JSON.parse(text) as { id: string }).id)).toEqual([p.composite, p.gloves, p.composite]);
    expect(await stored()).toEqual([p.gloves, p.composite].sort());
    expect(await pageRenderings(api.db, unread(ids))).toEqual(first);
  });

  it('keeps the renderings a page came with, and reads only the others', async () => {
    await renderAllProjections(api.db);
    const texts = await pageRenderings(api.db, [
      { id: p.gloves, rendering: '{"as":"read"}' },
      ...unread([p.burs]),
      { id: p.composite, rendering: '{"also":"read"}' },
    ]);
    expect(texts[0]).toBe('{"as":"read"}');
    expect((JSON.parse(texts[1]!) as { id: string }).id).toBe(p.burs);
    expect(texts[2]).toBe('{"also":"read"}');
  });

  it.skipIf(target.name !== 'postgres')(
    "renders a product whose bucket a writer's open transaction holds without storing it",
    async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      const writer = api.db.transaction(async (tx) => {
        await tx.update(schema.products).set({ version: 7 }).where(eq(schema.products.id, p.burs));
        wrote();
        await released;
      });
      await written;
      const texts = await pageRenderings(api.db, unread([p.burs, p.gloves]));
      release();
      await writer;
      // The writer has not committed: the answer shows the product as it was, and only the other one is stored.
      expect(texts.map((text) => (JSON.parse(text) as { version: number }).version)).toEqual([1, 1]);
      expect(await stored()).not.toContain(p.burs);
    },
  );
});
