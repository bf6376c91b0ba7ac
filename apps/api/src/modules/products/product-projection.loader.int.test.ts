import type { Db } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { fixtureIds, insertCatalogFixture } from '../../../test/catalog-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { loadProductProjections } from './product-projection.loader';

const { products: p, categories: c } = fixtureIds;

/** The catalogue tables the loader reads; the API's own background reads (sessions ended elsewhere) are not counted. */
const catalogueRead = /from "(products|product_variants|categories)"/;

/**
 * Counts the catalogue statements run on `db`, prepared ones included: drizzle logs every execution through its
 * session's logger (counting calls to db.select() would count only statements built, and the loader builds its
 * statements once per database).
 */
function countingStatements(db: Db) {
  const { logger } = (
    db as unknown as { _: { session: { logger: { logQuery: (query: string, params: unknown[]) => void } } } }
  )._.session;
  const counter = { statements: 0 };
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, params) => {
    if (catalogueRead.test(query)) counter.statements += 1;
    logQuery(query, params);
  };
  const stop = () => {
    logger.logQuery = logQuery;
  };
  return { counter, stop };
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
    const db = api.db;
    const { counter, stop } = countingStatements(db);
    onTestFinished(stop);
    const projections = await loadProductProjections(db, [p.gloves, p.burs, p.composite], { expandCategories: true });
    expect(counter.statements).toBe(3);
    expect(projections.flatMap((projection) => projection.categories.map((reference) => reference.obj?.key))).toEqual([
      'gloves',
      'burs',
      'gloves',
      'burs',
    ]);
    counter.statements = 0;
    await loadProductProjections(db, [p.gloves, p.burs, p.composite], { expandCategories: false });
    expect(counter.statements).toBe(2);
    counter.statements = 0;
    await loadProductProjections(db, [p.gloves], { expandCategories: true });
    expect(counter.statements).toBe(3);
  });
});
