import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { preparedRows } from './repositories/prepared-by-shape';
import { testDatabaseTargets } from './testing';

/** A setting as the connection sees it. */
async function setting(database: Database, name: 'random_page_cost' | 'pg_trgm.word_similarity_threshold') {
  const [row] = await preparedRows<{ value: string }>(database.db, sql`select current_setting(${name}) as value`);
  return row?.value;
}

describe.each(testDatabaseTargets())('connection settings on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('plans random page reads at about the cost of sequential ones, and matches names within one typo', async () => {
    // Several reads: on PostgreSQL each may come from another connection of the pool.
    for (let read = 0; read < 3; read += 1) {
      expect(await setting(database, 'random_page_cost')).toBe('1.1');
      expect(await setting(database, 'pg_trgm.word_similarity_threshold')).toBe('0.5');
    }
  });
});
