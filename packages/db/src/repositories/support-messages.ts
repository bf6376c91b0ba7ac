import type { Db } from '../connection';
import { supportMessages } from '../schema';

export type NewSupportMessage = typeof supportMessages.$inferInsert;

/** Messages to customer service (POST /mw/support and the no-address notice of spec §4). */
export function supportMessageRepository(db: Db) {
  return {
    async create(message: NewSupportMessage): Promise<{ id: string; createdAt: Date }> {
      const [created] = await db
        .insert(supportMessages)
        .values(message)
        .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
      return created!;
    },
  };
}
