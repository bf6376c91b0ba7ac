import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { Db } from '../connection';
import { authFailures } from '../schema';

export interface FailureWindow {
  count: number;
  /** The oldest failure still inside the window; undefined when there is none. */
  oldest: Date | undefined;
}

/**
 * Failed attempts per key ("account:<email>", "ip:<address>", ...), in the database so every API
 * instance counts the same attempts.
 */
export function authFailureRepository(db: Db) {
  return {
    async inWindow(key: string, since: Date): Promise<FailureWindow> {
      const [row] = await db
        .select({ count: count(), oldest: min(authFailures.occurredAt) })
        .from(authFailures)
        .where(and(eq(authFailures.key, key), gte(authFailures.occurredAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? undefined };
    },

    /** Records a failure under each key and drops the keys' failures that have left the window. */
    async record(keys: readonly string[], now: Date, windowStart: Date): Promise<void> {
      if (keys.length === 0) return;
      await db.insert(authFailures).values(keys.map((key) => ({ key, occurredAt: now })));
      for (const key of keys)
        await db.delete(authFailures).where(and(eq(authFailures.key, key), lt(authFailures.occurredAt, windowStart)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },

    /** Drops every failure older than the cutoff, whatever its key (the periodic cleanup); returns how many. */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(authFailures)
        .where(lt(authFailures.occurredAt, cutoff))
        .returning({ id: authFailures.id });
      return deleted.length;
    },
  };
}
