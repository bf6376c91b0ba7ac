import type { Db } from '../connection';
import { contactMessages } from '../schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Messages of the public contact form (POST /mw/contact). */
export function contactMessageRepository(db: Db) {
  return {
    async create(message: NewContactMessage): Promise<{ id: string }> {
      const [created] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return created!;
    },
  };
}
