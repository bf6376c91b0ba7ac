import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { savedCards } from '../schema';

export type SavedCardRecord = typeof savedCards.$inferSelect;
export type NewSavedCard = Omit<
  typeof savedCards.$inferInsert,
  'id' | 'isPrimary' | 'version' | 'createdAt' | 'lastModifiedAt'
>;

/** Serialises the primary-card changes of one customer (create, make primary, delete), so two never race. */
const lockCustomerCards = (tx: Db, customerId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-cards:${customerId}`}, 0))`);

const bumped = { version: sql`${savedCards.version} + 1`, lastModifiedAt: sql`now()` };

/**
 * Tokenized cards of customers. Every read and write names the customer, so one customer's card
 * id never reaches another's (per-resource authorisation lives in the query).
 */
export function savedCardRepository(db: Db) {
  return {
    /** The customer's saved cards, primary first, then newest first. One-time cards are not listed. */
    async listSaved(customerId: string): Promise<SavedCardRecord[]> {
      return db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.customerId, customerId), eq(savedCards.saved, true)))
        .orderBy(desc(savedCards.isPrimary), desc(savedCards.createdAt), desc(savedCards.id));
    },

    /** One of the customer's cards, saved or one-time (order placement pays with either). */
    async findOwned(customerId: string, id: string): Promise<SavedCardRecord | undefined> {
      const [card] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)));
      return card;
    },

    /** Stores a tokenized card; a customer's first saved card becomes the primary one. */
    async create(card: NewSavedCard): Promise<SavedCardRecord> {
      return db.transaction(async (tx) => {
        await lockCustomerCards(tx, card.customerId);
        const [primary] = card.saved
          ? await tx
              .select({ id: savedCards.id })
              .from(savedCards)
              .where(and(eq(savedCards.customerId, card.customerId), eq(savedCards.isPrimary, true)))
          : [undefined];
        const [created] = await tx
          .insert(savedCards)
          .values({ ...card, isPrimary: card.saved && primary === undefined })
          .returning();
        return created!;
      });
    },

    /** Makes a saved card the customer's primary one; undefined when the customer has no such saved card. */
    async setPrimary(customerId: string, id: string): Promise<SavedCardRecord | undefined> {
      return db.transaction(async (tx) => {
        await lockCustomerCards(tx, customerId);
        const target = and(eq(savedCards.id, id), eq(savedCards.customerId, customerId), eq(savedCards.saved, true));
        const [card] = await tx.select().from(savedCards).where(target);
        if (!card) return undefined;
        if (card.isPrimary) return card;
        await tx
          .update(savedCards)
          .set({ isPrimary: false, ...bumped })
          .where(and(eq(savedCards.customerId, customerId), eq(savedCards.isPrimary, true), ne(savedCards.id, id)));
        const [updated] = await tx
          .update(savedCards)
          .set({ isPrimary: true, ...bumped })
          .where(target)
          .returning();
        return updated;
      });
    },

    /**
     * Removes a saved card and returns it; when it was the primary one, the newest remaining card
     * takes its place. Undefined when the customer has no such saved card.
     */
    async deleteSaved(customerId: string, id: string): Promise<SavedCardRecord | undefined> {
      return db.transaction(async (tx) => {
        await lockCustomerCards(tx, customerId);
        const [deleted] = await tx
          .delete(savedCards)
          .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId), eq(savedCards.saved, true)))
          .returning();
        if (!deleted) return undefined;
        if (deleted.isPrimary) {
          const [next] = await tx
            .select({ id: savedCards.id })
            .from(savedCards)
            .where(and(eq(savedCards.customerId, customerId), eq(savedCards.saved, true)))
            .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
            .limit(1);
          if (next)
            await tx
              .update(savedCards)
              .set({ isPrimary: true, ...bumped })
              .where(eq(savedCards.id, next.id));
        }
        return deleted;
      });
    },
  };
}
