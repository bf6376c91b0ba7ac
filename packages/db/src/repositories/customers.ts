import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers } from '../schema';

export type CustomerRecord = typeof customers.$inferSelect;

/** The columns a customer's own actions (and a password change) may write. */
export type CustomerChanges = Partial<
  Pick<
    CustomerRecord,
    | 'firstName'
    | 'lastName'
    | 'defaultShippingAddressId'
    | 'practiceName'
    | 'practiceType'
    | 'jobFunction'
    | 'passwordHash'
  >
>;

export type NewCustomer = Pick<CustomerRecord, 'email' | 'passwordHash'> &
  Partial<Pick<CustomerRecord, 'firstName' | 'lastName' | 'practiceName' | 'practiceType' | 'jobFunction'>>;

/** Customers (commercetools Customer). Every write bumps the version; updates name the version they expect. */
export function customerRepository(db: Db) {
  return {
    async findById(id: string): Promise<CustomerRecord | undefined> {
      const [customer] = await db.select().from(customers).where(eq(customers.id, id));
      return customer;
    },

    /**
     * Applies the changes in one statement when the stored version is still `expectedVersion`
     * (optimistic concurrency); undefined when it is not (or the customer is gone).
     */
    async update(id: string, expectedVersion: number, changes: CustomerChanges): Promise<CustomerRecord | undefined> {
      const [updated] = await db
        .update(customers)
        .set({ ...changes, version: sql`${customers.version} + 1`, lastModifiedAt: new Date() })
        .where(and(eq(customers.id, id), eq(customers.version, expectedVersion)))
        .returning();
      return updated;
    },

    /**
     * Sets no_address_message_sent unless it is already set; the returned row says this call
     * won, so exactly one caller sends the message even when several requests race.
     */
    async claimNoAddressMessage(id: string): Promise<CustomerRecord | undefined> {
      const [updated] = await db
        .update(customers)
        .set({ noAddressMessageSent: true, version: sql`${customers.version} + 1`, lastModifiedAt: new Date() })
        .where(and(eq(customers.id, id), eq(customers.noAddressMessageSent, false)))
        .returning();
      return updated;
    },
  };
}
