import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../connection';
import { testDatabaseTargets } from '../testing';
import { cartRepository } from './carts';
import { preparedRows } from './prepared-by-shape';

/**
 * The carts rows updated, and updated in place, as this connection counts them: its counts not yet reported to the
 * statistics, so a difference within one transaction is that transaction's own.
 */
async function cartUpdates(tx: Db) {
  const [row] = await preparedRows<{ updated: number; inPlace: number }>(
    tx,
    sql`select n_tup_upd::int as "updated", n_tup_hot_upd::int as "inPlace" from pg_stat_xact_user_tables where relname = 'carts'`,
  );
  return row ?? { updated: 0, inPlace: 0 };
}

describe.each(testDatabaseTargets())('cart writes on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('updates a cart in place: every add moves its version and time, which no index of carts holds', async () => {
    let cart = await cartRepository(database.db).create({ anonymousId: 'hot-update-session', currency: 'USD' });
    // Each add in its own transaction (its own now()), counting the rows it updated and those that stayed on their page
    // writing no index entry (HOT updates).
    const counts = { updated: 0, inPlace: 0 };
    for (let add = 1; add <= 5; add += 1) {
      const written = await database.db.transaction(async (tx) => {
        const before = await cartUpdates(tx);
        const next = await cartRepository(tx).write({
          cart,
          changes: { customerEmail: `buyer-${add}@example.com` },
          inserted: [],
          updated: [],
          deletedIds: [],
        });
        const after = await cartUpdates(tx);
        counts.updated += after.updated - before.updated;
        counts.inPlace += after.inPlace - before.inPlace;
        return next;
      });
      expect(written?.version).toBe(cart.version + 1);
      cart = written!;
    }
    expect(counts).toEqual({ updated: 5, inPlace: 5 });
  });
});
