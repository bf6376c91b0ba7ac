import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers } from '../schema';
import { accountLinkRepository, type LinkUse } from './account-links';
import type { NewCustomer } from './customers';

/** What a registration sets on a pending account: everything but the email, absent values as null. */
export type PendingDetails = Required<Omit<NewCustomer, 'email'>>;
export interface NewLink {
  tokenHash: string;
  expiresAt: Date;
}

const links = (db: Db) => accountLinkRepository(db, 'signup_confirmation');

/**
 * Registrations waiting for the owner of the email to confirm it, and their confirmation links. Only this path makes
 * pending accounts; every other insert of a customer is confirmed by the column's default.
 */
export function signupRepository(db: Db) {
  return {
    /** Inserts the customer as pending with its first link; false when the email is taken (by a concurrent request). */
    async createPending(customer: NewCustomer, link: NewLink): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(customers)
          .values({ ...customer, emailConfirmedAt: null })
          .onConflictDoNothing()
          .returning({ id: customers.id });
        if (!created) return false;
        await links(tx).create({ ...link, customerId: created.id });
        return true;
      });
    },

    /**
     * Registering a pending email again: its password and details are replaced and its older links end, so whoever
     * holds the mailbox decides. False when the account was confirmed meanwhile (then nothing changes).
     */
    async replacePending(customerId: string, details: PendingDetails, link: NewLink, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [replaced] = await tx
          .update(customers)
          .set({ ...details, version: sql`${customers.version} + 1`, lastModifiedAt: now })
          .where(and(eq(customers.id, customerId), isNull(customers.emailConfirmedAt)))
          .returning({ id: customers.id });
        if (!replaced) return false;
        await links(tx).endOutstanding(customerId, now);
        await links(tx).create({ ...link, customerId });
        return true;
      });
    },

    /** Uses a confirmation link: the customer's email counts as confirmed from now on. */
    confirm(tokenHash: string, now: Date): Promise<LinkUse> {
      return links(db).use(tokenHash, now, async (tx, customerId) => {
        await tx
          .update(customers)
          .set({ emailConfirmedAt: now, version: sql`${customers.version} + 1`, lastModifiedAt: now })
          .where(and(eq(customers.id, customerId), isNull(customers.emailConfirmedAt)));
      });
    },
  };
}
