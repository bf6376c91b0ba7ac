import type { LoyaltyProgramme } from '@chairside/domain';
import { and, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';
import { asapEnrollments, businessUnits, carts, customers, loyaltyProgrammes, orders } from '../schema';
import type { SpendWindow } from './business-units';
import { officeSpendSince } from './loyalty-sql';
import { perDatabase } from '../per-database';

export type NewEnrollment = typeof asapEnrollments.$inferInsert;

/** An office's enrolment with the names of who enrolled it (and the representative acting for them). */
export type EnrollmentRecord = typeof asapEnrollments.$inferSelect & {
  enrolledByName: string | null;
  enrolledByRepName: string | null;
};

export interface LoyaltyOrderRecord {
  id: string;
  orderNumber: string;
  completedAt: Date;
  totalCentAmount: number;
  loyaltySavingCentAmount: number;
}

const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')), '')`;

/** Orders that count: every order of the office except cancelled ones. */
const countedOrders = (businessUnitId: string) =>
  and(eq(orders.businessUnitId, businessUnitId), sql`${orders.orderState} <> 'Cancelled'`);

/**
 * The programme read, built and prepared once per database: with the price cache off every price lookup reads it,
 * and PostgreSQL would otherwise parse and plan it each time.
 */
const programmeQuery = perDatabase((db) =>
  db
    .select({ terms: loyaltyProgrammes.terms })
    .from(loyaltyProgrammes)
    .where(eq(loyaltyProgrammes.key, sql.placeholder('key')))
    .prepare('loyalty_programme'),
);

/** ASAP loyalty (issue 19): the programme's terms, office enrolments and what the office saved. */
export function loyaltyRepository(db: Db) {
  return {
    async programme(key: string): Promise<LoyaltyProgramme | undefined> {
      const [row] = await programmeQuery(db).execute({ key });
      return row?.terms;
    },

    /** The office's open enrolment, if any. */
    async openEnrollment(businessUnitId: string): Promise<EnrollmentRecord | undefined> {
      const enrolledBy = alias(customers, 'enrolled_by');
      const rep = alias(customers, 'rep');
      const [row] = await db
        .select({ enrollment: asapEnrollments, enrolledByName: fullName(enrolledBy), enrolledByRepName: fullName(rep) })
        .from(asapEnrollments)
        .leftJoin(enrolledBy, eq(enrolledBy.id, asapEnrollments.enrolledByCustomerId))
        .leftJoin(rep, eq(rep.id, asapEnrollments.enrolledByRepId))
        .where(and(eq(asapEnrollments.businessUnitId, businessUnitId), isNull(asapEnrollments.endedAt)));
      return row && { ...row.enrollment, enrolledByName: row.enrolledByName, enrolledByRepName: row.enrolledByRepName };
    },

    /** Enrols the office; undefined when it already has an open enrolment (the partial unique index decides). */
    async enroll(enrollment: NewEnrollment): Promise<{ id: string } | undefined> {
      const [row] = await db
        .insert(asapEnrollments)
        .values(enrollment)
        .onConflictDoNothing({
          target: asapEnrollments.businessUnitId,
          where: sql`${asapEnrollments.endedAt} is null`,
        })
        .returning({ id: asapEnrollments.id });
      return row;
    },

    /** Ends the office's open enrolment (for the customer, by it or its representative); false when it had none. */
    async end(businessUnitId: string, by: { customerId: string; repId: string | null }, at: Date): Promise<boolean> {
      const ended = await db
        .update(asapEnrollments)
        .set({ endedAt: at, endedByCustomerId: by.customerId, endedByRepId: by.repId })
        .where(and(eq(asapEnrollments.businessUnitId, businessUnitId), isNull(asapEnrollments.endedAt)))
        .returning({ id: asapEnrollments.id });
      return ended.length > 0;
    },

    /** What the office spent since the window's first day (the tier's 12 months), enrolled or not. */
    async spend(businessUnitId: string, window: SpendWindow): Promise<number> {
      const [row] = await db
        .select({ spend: officeSpendSince(sql`${businessUnits.id}`, window.from, window.timeZone) })
        .from(businessUnits)
        .where(eq(businessUnits.id, businessUnitId));
      return Number(row?.spend ?? 0);
    },

    /** The office's customers' active carts (not REPLENISH plans): repriced when its enrolment changes. */
    async activeCarts(businessUnitId: string): Promise<{ id: string; customerId: string }[]> {
      const rows = await db
        .select({ id: carts.id, customerId: carts.customerId })
        .from(carts)
        .where(
          and(
            eq(carts.businessUnitId, businessUnitId),
            eq(carts.cartState, 'Active'),
            eq(carts.origin, 'Customer'),
            sql`${carts.customerId} is not null`,
          ),
        );
      return rows.map((row) => ({ id: row.id, customerId: row.customerId! }));
    },

    /** When the office first enrolled (its statements start there); undefined if it never did. */
    async firstEnrolledAt(businessUnitId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${asapEnrollments.enrolledAt})`.mapWith(asapEnrollments.enrolledAt) })
        .from(asapEnrollments)
        .where(eq(asapEnrollments.businessUnitId, businessUnitId));
      return row?.at ?? undefined;
    },

    /** Loyalty savings of the office's orders since the programme year began (a date in `timeZone`) and in all. */
    async savings(
      businessUnitId: string,
      yearFrom: string,
      timeZone: string,
    ): Promise<{ thisYear: number; total: number }> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${orders.loyaltySavingCentAmount}), 0)`,
          thisYear: sql<string>`coalesce(sum(${orders.loyaltySavingCentAmount}) filter (where ${orders.completedAt} >= (${yearFrom}::date::timestamp at time zone ${timeZone})), 0)`,
        })
        .from(orders)
        .where(and(countedOrders(businessUnitId), sql`${orders.loyaltySavingCentAmount} > 0`));
      return { thisYear: Number(row?.thisYear ?? 0), total: Number(row?.total ?? 0) };
    },

    /** The office's latest orders that saved something, newest first (the office index, newest first). */
    async recentOrders(businessUnitId: string, limit: number): Promise<LoyaltyOrderRecord[]> {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          completedAt: orders.completedAt,
          totalCentAmount: orders.totalCentAmount,
          loyaltySavingCentAmount: orders.loyaltySavingCentAmount,
        })
        .from(orders)
        .where(and(countedOrders(businessUnitId), sql`${orders.loyaltySavingCentAmount} > 0`))
        .orderBy(desc(orders.completedAt))
        .limit(limit);
    },
  };
}
