import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '@chairside/db';
import { sql } from 'drizzle-orm';

/**
 * Bookkeeping a refused request may write by design: rate-limit counters and failed sign-ins count refused attempts,
 * an Idempotency-Key keeps its 4xx answer for replays, and the first token signed creates a signing key.
 */
const bookkeepingTables = new Set(['rate_limit_counters', 'auth_failures', 'idempotency_keys', 'signing_keys']);

/** Polls of 20 ms without a new transaction after which a request's own background work is taken as done. */
const quietRounds = 4;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/**
 * Tells which tables a request changed. The cheap part runs after every request: the next transaction id moves only
 * when some transaction wrote (or tried to). Only then are the tables' row counts and content hashes compared.
 */
export async function databaseChanges(db: Db) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((row) => row.name)
    .filter((name) => !bookkeepingTables.has(name));
  const digestQuery = sql.join(
    tables.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as digest from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const nextTransaction = async () =>
    String(
      rowsOf<{ xmax: unknown }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot()) as xmax`))[0]!.xmax,
    );
  const digests = async () =>
    new Map(
      rowsOf<{ name: string; digest: string }>(await db.execute(digestQuery)).map((row) => [row.name, row.digest]),
    );

  let transaction = await nextTransaction();
  let before = await digests();
  return {
    /**
     * Waits until writes stop (at most ~3 s) and takes the state as the new baseline: some answers come before their
     * work ends (a reset mail is prepared after the 202, in three transactions), and that work must not be blamed on
     * the next request. Writes have stopped after 80 ms without one: on a busy machine a single quiet 20 ms came
     * between two of those transactions.
     */
    async settle(): Promise<void> {
      let quiet = 0;
      for (let round = 0; round < 150 && quiet < quietRounds; round += 1) {
        await delay(20);
        const now = await nextTransaction();
        quiet = now === transaction ? quiet + 1 : 0;
        transaction = now;
      }
      before = await digests();
    },

    /** The tables changed since the last call (none when no transaction wrote); the state then becomes the baseline. */
    async changedTables(): Promise<string[]> {
      const now = await nextTransaction();
      if (now === transaction) return [];
      transaction = now;
      const after = await digests();
      const changed = tables.filter((name) => before.get(name) !== after.get(name));
      before = after;
      return changed;
    },
  };
}
