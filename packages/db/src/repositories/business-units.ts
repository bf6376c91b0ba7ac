import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../connection';
import { addresses, authSessions, businessUnits, customerBusinessUnits } from '../schema';

export type BusinessUnitRecord = typeof businessUnits.$inferSelect;
export type AddressRecord = typeof addresses.$inferSelect;
export type OfficeRecord = BusinessUnitRecord & { addressCount: number };

/** A session of the customer: its own, or a representative's that acts for it (issue 18). */
const sessionOf = (customerId: string) =>
  or(eq(authSessions.customerId, customerId), eq(authSessions.subjectCustomerId, customerId));

/** Offices (business units) of customers, their addresses, and which one a sign-in session works in. */
export function businessUnitRepository(db: Db) {
  return {
    /** The customer's offices, by name. */
    async officesOf(customerId: string): Promise<OfficeRecord[]> {
      const addressCount = db
        .select({ businessUnitId: addresses.businessUnitId, total: count().as('total') })
        .from(addresses)
        .groupBy(addresses.businessUnitId)
        .as('address_count');
      const rows = await db
        .select({ office: businessUnits, addressCount: addressCount.total })
        .from(customerBusinessUnits)
        .innerJoin(businessUnits, eq(businessUnits.id, customerBusinessUnits.businessUnitId))
        .leftJoin(addressCount, eq(addressCount.businessUnitId, businessUnits.id))
        .where(eq(customerBusinessUnits.customerId, customerId))
        .orderBy(asc(businessUnits.name), asc(businessUnits.id));
      return rows.map(({ office, addressCount }) => ({ ...office, addressCount: Number(addressCount ?? 0) }));
    },

    /** The office's addresses in the order customer service entered them. */
    async addressesOf(businessUnitId: string): Promise<AddressRecord[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.businessUnitId, businessUnitId))
        .orderBy(asc(addresses.createdAt), asc(addresses.key), asc(addresses.id));
    },

    /**
     * The office a customer's open session has chosen; null when none is chosen or the session is not the customer's
     * (its own, or a representative's acting for it: issue 18).
     */
    async sessionOffice(sessionId: string, customerId: string): Promise<string | null> {
      const [session] = await db
        .select({ officeId: authSessions.activeBusinessUnitId })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), sessionOf(customerId)));
      return session?.officeId ?? null;
    },

    /** Whether the office's customers are mailed the orders representatives place for them (issue 18). */
    async notifiesRepOrders(businessUnitId: string): Promise<boolean> {
      const [office] = await db
        .select({ notify: businessUnits.notifyRepOrders })
        .from(businessUnits)
        .where(eq(businessUnits.id, businessUnitId));
      return office?.notify ?? false;
    },

    async setNotifyRepOrders(businessUnitId: string, notify: boolean): Promise<void> {
      await db.update(businessUnits).set({ notifyRepOrders: notify }).where(eq(businessUnits.id, businessUnitId));
    },

    /** Switches the customer's open session to the office; false when there is no such open session. */
    async setSessionOffice(sessionId: string, customerId: string, businessUnitId: string): Promise<boolean> {
      const updated = await db
        .update(authSessions)
        .set({ activeBusinessUnitId: businessUnitId })
        .where(and(eq(authSessions.id, sessionId), sessionOf(customerId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return updated.length > 0;
    },
  };
}
