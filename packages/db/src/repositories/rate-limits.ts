import { lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { rateLimitCounters } from '../schema/rate-limits';

export function rateLimitRepository(db: Db) {
  return {
    /** Counts one hit in the window and returns the window's hits so far, atomically (one upsert). */
    async hit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return row!.hits;
    },

    async deleteWindowsBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStart, before))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}
