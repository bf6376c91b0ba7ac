import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers } from '../schema';

export interface CustomerCredentials {
  id: string;
  email: string;
  passwordHash: string;
  /** False while a registration waits for its email to be confirmed: such an account cannot sign in. */
  confirmed: boolean;
}

/** Looks up the sign-in data of a customer by email, case-insensitively (the unique index is on lower(email)). */
export function customerCredentialsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<CustomerCredentials | undefined> {
      const [row] = await db
        .select({
          id: customers.id,
          email: customers.email,
          passwordHash: customers.passwordHash,
          confirmed: sql<boolean>`${customers.emailConfirmedAt} is not null`,
        })
        .from(customers)
        .where(sql`lower(${customers.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /**
     * Swaps the stored hash for one of the same password made with stronger parameters (rehash on
     * sign-in). Only while the old hash is still stored, so it never undoes a concurrent password
     * change; the customer's version stays, because nothing the customer sees has changed.
     */
    async upgradeHash(customerId: string, currentHash: string, upgradedHash: string): Promise<boolean> {
      const updated = await db
        .update(customers)
        .set({ passwordHash: upgradedHash })
        .where(and(eq(customers.id, customerId), eq(customers.passwordHash, currentHash)))
        .returning({ id: customers.id });
      return updated.length > 0;
    },
  };
}
