import type { RepCustomer, SalesRepSync } from '@chairside/contracts';
import {
  customerRepository,
  salesRepSyncRepository,
  type AssignedCustomerRecord,
  type Db,
  type RepAccount,
} from '@chairside/db';
import type { RequestContext } from '../../access/request-context';
import { ApiError, resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';

export interface SyncOptions {
  /** How long a sync lasts (SALES_REP_SYNC_HOURS). */
  syncHours: number;
}

const notSynced: SalesRepSync = { synced: false, customer: null, since: null, until: null };

const sessionEnded = () => new ApiError(400, 'InvalidOperation', 'The sign-in session has ended; sign in again.');

export function toRepCustomer(record: AssignedCustomerRecord): RepCustomer {
  return {
    customer_id: record.customerId,
    email: record.email,
    first_name: record.firstName,
    last_name: record.lastName,
    practice_name: record.practiceName,
    office: {
      id: record.office.id,
      name: record.office.name,
      account_number: record.office.accountNumber,
      shipping_account_numbers: record.office.shippingAccountNumbers,
      city: record.office.city,
    },
    last_order_at: record.lastOrderAt?.toISOString() ?? null,
    open_balance: record.openBalance,
    plans_needing_attention: record.plansNeedingAttention,
  };
}

/** The representative a request comes from; the routes admit representatives only. */
function repIdOf(context: RequestContext): string {
  if (context.actor.kind !== 'sales-rep') throw new Error('the sync serves sales representatives only');
  return context.actor.customerId;
}

/**
 * A representative's sync (issue 18, spec §4): starting it makes an assigned customer the session's subject until
 * SALES_REP_SYNC_HOURS from now (a previous sync ends); the current one; ending it. Any customer the representative
 * is not assigned to, a malformed id or another representative is "not found". Starts and ends are audited by the
 * repository in the same transaction or statement.
 */
export function salesRepSyncService(db: Db, { syncHours }: SyncOptions) {
  const syncs = salesRepSyncRepository(db);

  async function repAccount(repId: string): Promise<RepAccount> {
    const rep = await customerRepository(db).findById(repId);
    if (!rep) throw sessionEnded();
    return { id: rep.id, email: rep.email, name: [rep.firstName, rep.lastName].filter(Boolean).join(' ') || null };
  }

  return {
    async start(context: RequestContext, customerId: string): Promise<SalesRepSync> {
      const repId = repIdOf(context);
      if (!isUuid(customerId)) throw resourceNotFound(customerId);
      const { sessionId, now } = context;
      if (sessionId === undefined) throw sessionEnded();
      const [customer, rep] = await Promise.all([syncs.assignedCustomer(repId, customerId), repAccount(repId)]);
      if (!customer) throw resourceNotFound(customerId);
      const until = new Date(now.getTime() + syncHours * 3_600_000);
      const parties = {
        sessionId,
        rep,
        customer: { id: customer.customerId, email: customer.email },
        requestId: context.requestId,
        at: now,
      };
      if (!(await syncs.start(parties, until))) throw sessionEnded();
      return { synced: true, customer: toRepCustomer(customer), since: now.toISOString(), until: until.toISOString() };
    },

    /** The sync the request's context resolved (a lapsed one has already been ended by it). */
    async current(context: RequestContext): Promise<SalesRepSync> {
      const { subject, sync } = context;
      if (!subject || !sync) return notSynced;
      const customer = await syncs.assignedCustomer(repIdOf(context), subject.customerId);
      if (!customer) return notSynced;
      return {
        synced: true,
        customer: toRepCustomer(customer),
        since: sync.since.toISOString(),
        until: sync.until.toISOString(),
      };
    },

    /** Ends the session's sync; without one there is nothing to end (the same answer). */
    async end(context: RequestContext): Promise<SalesRepSync> {
      const { subject, sync, sessionId } = context;
      if (subject && sync && sessionId !== undefined) {
        const customer = { id: subject.customerId, email: sync.subjectEmail };
        await syncs.end({ sessionId, rep: sync.rep, customer, requestId: context.requestId, at: context.now }, 'ended');
      }
      return notSynced;
    },
  };
}

export type SalesRepSyncService = ReturnType<typeof salesRepSyncService>;
