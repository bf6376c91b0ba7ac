import { desc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { smsOutbox } from '../schema';

export type SmsRecord = typeof smsOutbox.$inferSelect;
export type NewSms = Pick<typeof smsOutbox.$inferInsert, 'to' | 'body' | 'purpose' | 'signupId' | 'provider'>;

/**
 * Every text the API sends (issue 20), like the mail outbox: written before the provider is called (never inside a
 * transaction with it), then marked with the provider's answer. Without a provider the row is the text.
 */
export function smsOutboxRepository(db: Db) {
  return {
    async add(sms: NewSms): Promise<string> {
      const [row] = await db.insert(smsOutbox).values(sms).returning({ id: smsOutbox.id });
      return row!.id;
    },

    async markSent(id: string, providerMessageId: string | null, sentAt: Date): Promise<void> {
      await db.update(smsOutbox).set({ sentAt, providerMessageId, lastError: null }).where(eq(smsOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(smsOutbox)
        .set({ lastError: error.slice(0, 1000) })
        .where(eq(smsOutbox.id, id));
    },

    /** Newest first; `to` (E.164) narrows to one number. */
    async latest(limit: number, to?: string): Promise<SmsRecord[]> {
      const query = db.select().from(smsOutbox);
      return (to === undefined ? query : query.where(eq(smsOutbox.to, to)))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(limit);
    },
  };
}
