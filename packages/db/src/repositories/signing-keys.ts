import { asc } from 'drizzle-orm';
import type { Db } from '../connection';
import { signingKeys } from '../schema';

export type SigningKeyRecord = typeof signingKeys.$inferSelect;

/** The keys that sign access tokens, shared by every API instance through the database. */
export function signingKeyRepository(db: Db) {
  return {
    /** Every key, oldest first; retired ones included because they still verify unexpired tokens. */
    async all(): Promise<SigningKeyRecord[]> {
      return db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
    },

    /** Adds a key; a kid that already exists is left alone. */
    async add(key: { kid: string; secret: string }): Promise<void> {
      await db.insert(signingKeys).values(key).onConflictDoNothing();
    },
  };
}
