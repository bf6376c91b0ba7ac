import type { Database } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { contentAuthoringService } from './content-authoring.service';
import { contentClient, seedContentCatalog } from './content-test-kit';
import { noRevalidation } from './storefront-revalidation';

/** Counts the statements the API starts on its database (each select, insert, update or raw statement). */
function counting(database: Database, counter: { statements: number }): Database {
  const starters = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !starters.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.statements += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...database, db };
}

describe.each(testDatabaseTargets())('content GraphQL batching ($name)', (target) => {
  let api: TestApi;
  const counter = { statements: 0 };
  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: async (database) => {
        await seedContentCatalog(database.db);
        const service = contentAuthoringService(database.db, { revalidator: noRevalidation });
        for (let n = 1; n <= 8; n += 1) {
          await service.save(
            {
              type: 'blog-post',
              slug: `post-${n}`,
              fields: {
                title: `Post ${n}`,
                excerpt: 'Short.',
                author: 'Sam Lee',
                tags: n % 2 ? ['odd', 'all'] : ['even', 'all'],
                skus: n % 2 ? ['GLV-M', 'GZ-1'] : ['GLV-L', 'HID-1'],
              },
              body: `Body ${n}.`,
            },
            { draft: false, publishAt: new Date(Date.UTC(2026, 0, n)) },
            { name: 'test', now: new Date() },
          );
        }
      },
      wrapDatabase: (database) => counting(database, counter),
    });
  });
  afterAll(() => api.close());

  const statementsFor = async (pageSize: number) => {
    const content = contentClient(api);
    counter.statements = 0;
    const data = (await content.graphql(
      `query ($size: Int!) { blogPosts(pageSize: $size) { items {
        slug tags { count } mentionedProducts { sku }
        relatedPosts { slug tags { count } }
        two: relatedPosts(limit: 2) { slug }
      } } }`,
      { size: pageSize },
    )) as { blogPosts: { items: unknown[] } };
    expect(data.blogPosts.items).toHaveLength(pageSize);
    return counter.statements;
  };

  it('costs no more statements for 8 posts than for 2', async () => {
    const few = await statementsFor(2);
    const many = await statementsFor(8);
    expect(many).toBeLessThanOrEqual(few);
    // Page and count, tag counts, products, related ids per limit asked for, and their posts (in one or two batches,
    // as the two related-post fields resolve).
    expect(few).toBeLessThanOrEqual(8);
  });
});
