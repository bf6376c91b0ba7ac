import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';
import {
  addresses,
  authSessions,
  businessUnits,
  customerBusinessUnits,
  customers,
  invoices,
  orders,
  replenishPlans,
  salesRepAssignments,
  shippingAccounts,
} from '../schema';
import { activeOfficeId } from './active-office-sql';

/** Why a sync ended, as the audit trail notes it. */
export type SyncEndNote = 'ended' | 'replaced' | 'signed out' | 'expired' | 'assignment removed';

/** A representative's own account, as audit events and orders placed for a customer copy it. */
export interface RepAccount {
  id: string;
  email: string;
  name: string | null;
}

/** The sync a representative's session holds (issue 18), as the request context reads it on every request. */
export interface SessionSync {
  customerId: string;
  email: string;
  since: Date;
  until: Date;
  /** The customer's offices the representative is assigned to: the only ones it may act in. */
  officeIds: string[];
  /** Why it no longer holds at the time asked (the next request ends it); null while it does. */
  lapsed: Extract<SyncEndNote, 'expired' | 'assignment removed'> | null;
}

export interface RepSessionState {
  rep: RepAccount;
  sync: SessionSync | null;
}

/** A customer of one of the representative's offices, with what the representative's lists show of it. */
export interface AssignedCustomerRecord {
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  practiceName: string | null;
  office: { id: string; name: string; accountNumber: string; shippingAccountNumbers: string[]; city: string | null };
  lastOrderAt: Date | null;
  openBalance: number;
  plansNeedingAttention: number;
}

/** Who a sync event is recorded for: the session, its representative, the customer, the request. */
export interface SyncParties {
  sessionId: string;
  rep: RepAccount;
  customer: { id: string; email: string };
  requestId: string | null;
  at: Date;
}

const subjectCustomers = alias(customers, 'subject_customer');
const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/**
 * The audit row of a sync event, the office being the customer's active one in the session as the statement finds
 * it (one round trip). With `fromEnded`, only for the rows of the statement's `ended` CTE (a sync it did end).
 */
function syncEventInsert(
  action: 'sync.start' | 'sync.end',
  parties: SyncParties,
  note: SyncEndNote | null,
  { fromEnded = false } = {},
) {
  const { sessionId, rep, customer, requestId, at } = parties;
  return sql`insert into audit_events
      (at, actor_kind, actor_id, actor_email, subject_customer_id, subject_email, business_unit_id, session_id,
       request_id, action, resource_id, note)
    select ${iso(at)}, 'sales-rep', ${rep.id}::uuid, ${rep.email}, ${customer.id}::uuid, ${customer.email},
       ${activeOfficeId(customer.id, sessionId)}, ${sessionId}::uuid, ${requestId}, ${action}, ${customer.id}, ${note}
    ${fromEnded ? sql`from ended` : sql``}`;
}

/**
 * The session side of a representative acting for a customer (issue 18): reading the sync on each request, starting,
 * replacing and ending it, each start and end written to the audit trail in the same statement or transaction.
 */
export function salesRepSyncRepository(db: Db) {
  /** Ends the session's sync with that customer, if it still holds it, and records why (one statement). */
  async function end(parties: SyncParties, note: SyncEndNote): Promise<void> {
    const { sessionId, customer } = parties;
    await db.execute(sql`with ended as (
        update auth_sessions
        set subject_customer_id = null, subject_since = null, subject_until = null, active_business_unit_id = null
        where id = ${sessionId}::uuid and subject_customer_id = ${customer.id}::uuid
        returning id)
      ${syncEventInsert('sync.end', parties, note, { fromEnded: true })}`);
  }

  return {
    /**
     * The representative and its session's sync, with whether the sync still holds at `now` (not past its end, and
     * the representative still assigned to an office of the customer): the request context's one query. Undefined
     * when the session is not this representative's.
     */
    async sessionState(sessionId: string, repId: string, now: Date): Promise<RepSessionState | undefined> {
      const [row] = await db
        .select({
          repEmail: customers.email,
          repFirstName: customers.firstName,
          repLastName: customers.lastName,
          customerId: authSessions.subjectCustomerId,
          email: subjectCustomers.email,
          since: authSessions.subjectSince,
          until: authSessions.subjectUntil,
          current: sql<boolean>`${authSessions.subjectUntil} > ${iso(now)}`,
          // The customer's offices this representative serves: the only ones it may act in.
          officeIds: sql<string[]>`coalesce((
            select array_agg(m.business_unit_id order by m.business_unit_id) from sales_rep_assignments a
            join customer_business_units m on m.business_unit_id = a.business_unit_id
            where a.sales_rep_id = ${authSessions.customerId} and m.customer_id = ${authSessions.subjectCustomerId}), '{}')`,
        })
        .from(authSessions)
        .innerJoin(customers, eq(customers.id, authSessions.customerId))
        .leftJoin(subjectCustomers, eq(subjectCustomers.id, authSessions.subjectCustomerId))
        .where(and(eq(authSessions.id, sessionId), eq(authSessions.customerId, repId)));
      if (!row) return undefined;
      const rep = { id: repId, email: row.repEmail, name: fullName(row.repFirstName, row.repLastName) };
      if (row.customerId === null || row.email === null || row.since === null || row.until === null)
        return { rep, sync: null };
      const officeIds = row.officeIds ?? [];
      const lapsed = !row.current ? 'expired' : officeIds.length === 0 ? 'assignment removed' : null;
      return {
        rep,
        sync: { customerId: row.customerId, email: row.email, since: row.since, until: row.until, officeIds, lapsed },
      };
    },

    /**
     * A customer of an office assigned to the representative (never another representative), with its office (the
     * first assigned one by name), last order, open balance and plans needing attention; undefined otherwise.
     */
    async assignedCustomer(repId: string, customerId: string): Promise<AssignedCustomerRecord | undefined> {
      const [row] = await db
        .select({
          customer: customers,
          office: businessUnits,
          shippingAccountNumbers: sql<
            string[]
          >`coalesce((select array_agg(${shippingAccounts.number} order by ${shippingAccounts.number}) from ${shippingAccounts} where ${shippingAccounts.businessUnitId} = ${businessUnits.id}), '{}')`,
          city: sql<
            string | null
          >`(select ${addresses.city} from ${addresses} where ${addresses.businessUnitId} = ${businessUnits.id} order by ${addresses.isShipping} desc, ${addresses.createdAt}, ${addresses.id} limit 1)`,
          lastOrderAt:
            sql<Date | null>`(select max(${orders.completedAt}) from ${orders} where ${orders.customerId} = ${customers.id})`.mapWith(
              orders.completedAt,
            ),
          openBalance:
            sql<number>`(select coalesce(sum(${invoices.totalCentAmount} - ${invoices.paidCentAmount} - ${invoices.creditedCentAmount}), 0) from ${invoices} where ${invoices.businessUnitId} = ${businessUnits.id} and ${invoices.status} in ('Open', 'PartiallyPaid'))`.mapWith(
              Number,
            ),
          plansNeedingAttention:
            sql<number>`(select count(*) from ${replenishPlans} where ${replenishPlans.customerId} = ${customers.id} and ${replenishPlans.status} = 'NeedsAttention')`.mapWith(
              Number,
            ),
        })
        .from(customers)
        .innerJoin(customerBusinessUnits, eq(customerBusinessUnits.customerId, customers.id))
        .innerJoin(
          salesRepAssignments,
          and(
            eq(salesRepAssignments.businessUnitId, customerBusinessUnits.businessUnitId),
            eq(salesRepAssignments.salesRepId, repId),
          ),
        )
        .innerJoin(businessUnits, eq(businessUnits.id, customerBusinessUnits.businessUnitId))
        .where(and(eq(customers.id, customerId), eq(customers.isSalesRep, false)))
        .orderBy(asc(businessUnits.name), asc(businessUnits.id))
        .limit(1);
      if (!row) return undefined;
      const { customer, office } = row;
      return {
        customerId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        practiceName: customer.practiceName,
        office: {
          id: office.id,
          name: office.name,
          accountNumber: office.key,
          shippingAccountNumbers: row.shippingAccountNumbers,
          city: row.city,
        },
        lastOrderAt: row.lastOrderAt,
        openBalance: row.openBalance,
        plansNeedingAttention: row.plansNeedingAttention,
      };
    },

    /**
     * Makes the customer the open session's subject until `until`, ending (and recording the end of) a sync the
     * session held before; the active office goes back to the customer's default. False when the session has ended.
     */
    async start(parties: SyncParties, until: Date): Promise<boolean> {
      const { sessionId, rep, customer, at } = parties;
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select({ customerId: authSessions.subjectCustomerId, email: subjectCustomers.email })
          .from(authSessions)
          .leftJoin(subjectCustomers, eq(subjectCustomers.id, authSessions.subjectCustomerId))
          .where(
            and(eq(authSessions.id, sessionId), eq(authSessions.customerId, rep.id), isNull(authSessions.revokedAt)),
          )
          .for('update', { of: authSessions });
        if (!session) return false;
        if (session.customerId !== null)
          await salesRepSyncRepository(tx).end(
            { ...parties, customer: { id: session.customerId, email: session.email ?? '' } },
            'replaced',
          );
        await tx
          .update(authSessions)
          .set({ subjectCustomerId: customer.id, subjectSince: at, subjectUntil: until, activeBusinessUnitId: null })
          .where(eq(authSessions.id, sessionId));
        await tx.execute(syncEventInsert('sync.start', parties, null));
        return true;
      });
    },

    end,

    /**
     * Ends the sync of the session a refresh token belongs to as it signs out, recording it (one statement; nothing
     * when the session held none).
     */
    async endOnSignOut(tokenHash: string, at: Date): Promise<void> {
      // Every part of the statement reads the session as it was: the customer's chosen office is still there.
      await db.execute(sql`with ended as (
          update auth_sessions s
          set subject_customer_id = null, subject_since = null, subject_until = null, active_business_unit_id = null
          from refresh_tokens t, customers r, customers c
          where t.token_hash = ${tokenHash} and s.id = t.session_id and s.subject_customer_id is not null
            and r.id = s.customer_id and c.id = s.subject_customer_id
          returning s.id, r.id as rep_id, r.email as rep_email, c.id as customer_id, c.email as customer_email)
        insert into audit_events
          (at, actor_kind, actor_id, actor_email, subject_customer_id, subject_email, business_unit_id, session_id,
           action, resource_id, note)
        select ${iso(at)}, 'sales-rep', e.rep_id, e.rep_email, e.customer_id, e.customer_email,
          ${activeOfficeId(sql`e.customer_id`, sql`e.id`)}, e.id, 'sync.end', e.customer_id, 'signed out'
        from ended e`);
    },
  };
}
