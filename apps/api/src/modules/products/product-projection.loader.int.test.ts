import type { Db } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureIds, insertCatalogFixture } from '../../../test/catalog-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { loadProductProjections } from './product-projection.loader';

const { products: p, categories: c } = fixtureIds;

/** The database with every SELECT counted, to show the loader's query count does not grow with the ids. */
function countingSelects(db: Db) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.selects += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy, counter };
}

describe.each(testDatabaseTargets())('loadProductProjections ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await insertCatalogFixture(api.db);
  });
  afterAll(() => api.close());

  it('returns published products in the order of the ids, skipping unknown, unpublished and malformed ids', async () => {
    const ids = [p.composite, '00000000-0000-4000-8000-0000000000ff', p.hidden, 'junk', p.gloves, p.burs];
    const projections = await loadProductProjections(api.db, ids, { expandCategories: false });
    expect(projections.map((projection) => projection.id)).toEqual([p.composite, p.gloves, p.burs]);
    expect(projections[0]!.categories).toEqual([
      { typeId: 'category', id: c.gloves },
      { typeId: 'category', id: c.burs },
    ]);
    expect(await loadProductProjections(api.db, [], { expandCategories: true })).toEqual([]);
  });

  it('expands categories with one more query, however many products', async () => {
    const { db, counter } = countingSelects(api.db);
    const projections = await loadProductProjections(db, [p.gloves, p.burs, p.composite], { expandCategories: true });
    expect(counter.selects).toBe(3);
    expect(projections.flatMap((projection) => projection.categories.map((reference) => reference.obj?.key))).toEqual([
      'gloves',
      'burs',
      'gloves',
      'burs',
    ]);
    counter.selects = 0;
    await loadProductProjections(db, [p.gloves, p.burs, p.composite], { expandCategories: false });
    expect(counter.selects).toBe(2);
  });
});
