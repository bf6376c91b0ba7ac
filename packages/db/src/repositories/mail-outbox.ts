import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { mailOutbox } from '../schema';

export type MailRecord = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<typeof mailOutbox.$inferInsert, 'to' | 'subject' | 'text' | 'html'>;

/** Unsent mails due for delivery whose claim (if any) has run out. */
const deliverable = (now: Date) =>
  and(
    isNull(mailOutbox.sentAt),
    isNotNull(mailOutbox.nextAttemptAt),
    lte(mailOutbox.nextAttemptAt, now),
    or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
  );

/**
 * Every mail the API writes. Without SMTP it is only kept for a developer to read; with SMTP it is delivered after
 * the request that wrote it, never inside it: claims take due mails with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of senders deliver each mail once, and a failure is tried again later.
 */
export function mailOutboxRepository(db: Db) {
  return {
    /** Stores a mail; `deliverAt` set means a sender should deliver it from then on. */
    async add(mail: NewMail, deliverAt: Date | null = null): Promise<string> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, nextAttemptAt: deliverAt })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    /** Claims deliverable mails (these ids only, when given) for `leaseMs`; each claim counts an attempt. */
    async claim({ now, limit, leaseMs, ids }: { now: Date; limit: number; leaseMs: number; ids?: string[] }) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(ids ? and(deliverable(now), inArray(mailOutbox.id, ids)) : deliverable(now))
          .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(
            inArray(
              mailOutbox.id,
              due.map(({ id }) => id),
            ),
          )
          .returning();
      });
    },

    async markSent(id: string, transportMessageId: string | null, sentAt = new Date()): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt, transportMessageId, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** The delivery failed: free the mail and try again at `retryAt` (null: give up, it stays unsent). */
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lockedUntil: null, lastError: error.slice(0, 1000), nextAttemptAt: retryAt })
        .where(eq(mailOutbox.id, id));
    },

    /** Newest first; `to` narrows to one recipient (exact address). */
    async latest(limit: number, to?: string): Promise<MailRecord[]> {
      const query = db.select().from(mailOutbox);
      return (to === undefined ? query : query.where(eq(mailOutbox.to, to)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
