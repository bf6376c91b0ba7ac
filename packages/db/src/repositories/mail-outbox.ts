import { desc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { mailOutbox } from '../schema';

export type MailRecord = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<typeof mailOutbox.$inferInsert, 'to' | 'subject' | 'text' | 'html'>;

/** Every mail the API writes, sent or (without SMTP) only kept for a developer to read. */
export function mailOutboxRepository(db: Db) {
  return {
    async add(mail: NewMail): Promise<string> {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      return row!.id;
    },
    async markSent(id: string, transportMessageId: string | null, sentAt = new Date()): Promise<void> {
      await db.update(mailOutbox).set({ sentAt, transportMessageId }).where(eq(mailOutbox.id, id));
    },
    /** Newest first; `to` narrows to one recipient (exact address). */
    async latest(limit: number, to?: string): Promise<MailRecord[]> {
      const query = db.select().from(mailOutbox);
      return (to === undefined ? query : query.where(eq(mailOutbox.to, to))).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}
