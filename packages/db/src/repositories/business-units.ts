import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { addresses, authSessions, businessUnits, customerBusinessUnits } from '../schema';
import { loyaltySpendOf, openEnrollmentOf } from './loyalty-sql';

export type BusinessUnitRecord = typeof businessUnits.$inferSelect;
export type AddressRecord = typeof addresses.$inferSelect;
/**
 * An office with its address count, whether it is enrolled in ASAP loyalty now, and (for an enrolled office at retail,
 * when asked) what it spent on orders not cancelled since a date: the loyalty tier's rolling 12 months (issue 19).
 */
export type OfficeRecord = BusinessUnitRecord & { addressCount: number; asapEnrolled: boolean; loyaltySpend: number };

/** The first day (a calendar date in the distributor's time zone) from which an office's loyalty spend counts. */
export interface SpendWindow {
  from: string;
  timeZone: string;
}

/** A session of the customer: its own, or a representative's that acts for it (issue 18). */
const sessionOf = (customerId: string) =>
  or(eq(authSessions.customerId, customerId), eq(authSessions.subjectCustomerId, customerId));

/** Offices (business units) of customers, their addresses, and which one a sign-in session works in. */
export function businessUnitRepository(db: Db) {
  return {
    /** The customer's offices, by name; `spendWindow` asks for enrolled retail offices' loyalty spend in it. */
    async officesOf(customerId: string, spendWindow?: SpendWindow): Promise<OfficeRecord[]> {
      const addressCount = db
        .select({ businessUnitId: addresses.businessUnitId, total: count().as('total') })
        .from(addresses)
        .groupBy(addresses.businessUnitId)
        .as('address_count');
      const rows = await db
        .select({
          office: businessUnits,
          addressCount: addressCount.total,
          asapEnrolled: openEnrollmentOf(sql`${businessUnits.id}`),
          loyaltySpend: spendWindow
            ? loyaltySpendOf(
                sql`${businessUnits.id}`,
                sql`${businessUnits.pricingContractChannelId}`,
                spendWindow.from,
                spendWindow.timeZone,
              )
            : sql<string>`0`,
        })
        .from(customerBusinessUnits)
        .innerJoin(businessUnits, eq(businessUnits.id, customerBusinessUnits.businessUnitId))
        .leftJoin(addressCount, eq(addressCount.businessUnitId, businessUnits.id))
        .where(eq(customerBusinessUnits.customerId, customerId))
        .orderBy(asc(businessUnits.name), asc(businessUnits.id));
      return rows.map(({ office, addressCount, asapEnrolled, loyaltySpend }) => ({
        ...office,
        addressCount: Number(addressCount ?? 0),
        asapEnrolled,
        loyaltySpend: Number(loyaltySpend),
      }));
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
