import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../connection';
import { analyticsEvents } from '../schema';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'receivedAt'>;

/** First-party analytics events (POST /events). */
export function analyticsEventRepository(db: Db) {
  return {
    /**
     * Stores a batch in one statement; an event whose messageId is already stored (a batch sent
     * again after its reply was lost) is skipped. Returns how many were new.
     */
    async insertBatch(events: readonly NewAnalyticsEvent[], receivedAt: Date): Promise<number> {
      if (events.length === 0) return 0;
      const inserted = await db
        .insert(analyticsEvents)
        .values(events.map((event) => ({ ...event, receivedAt })))
        .onConflictDoNothing({ target: analyticsEvents.messageId })
        .returning({ id: analyticsEvents.id });
      return inserted.length;
    },

    /** How many events one source sent since the instant (the collection limit's window). */
    async countSince(sourceKey: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.sourceKey, sourceKey), gte(analyticsEvents.receivedAt, since)));
      return row?.count ?? 0;
    },
  };
}
