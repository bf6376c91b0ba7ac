import 'server-only';
import {
  auditEventListSchema,
  orderSchema,
  repCustomerListSchema,
  repOrderListSchema,
  salesRepSyncSchema,
  type Order,
  type RepCustomerList,
  type RepOrdersQuery,
  type SalesRepSync,
} from '@chairside/contracts';
import type { z } from 'zod';
import { getCustomerAccessToken } from '@/lib/session/session';
import { accountCall, accountCallFailure, type AccountCallFailure } from './account-client';

/**
 * A sales representative's own calls (spec §7 `/mw/sales-reps/…`, issue 18) and the office's audit trail, with the
 * session's token. Every call answers a result the caller branches on; none throws.
 */

export type SalesRepResult<T> = { ok: true; value: T } | AccountCallFailure;

const notSignedIn: AccountCallFailure = { ok: false, status: 401, code: undefined, message: 'Not signed in' };
const unanswered: AccountCallFailure = { ok: false, status: 503, code: undefined, message: '' };

async function repCall<S extends z.ZodType>(
  path: string,
  schema: S,
  method: 'GET' | 'DELETE' = 'GET',
): Promise<SalesRepResult<z.infer<S>>> {
  const token = await getCustomerAccessToken();
  if (!token) return notSignedIn;
  try {
    const reply = await accountCall(path, { method, auth: { bearer: token } });
    if (reply.status < 200 || reply.status >= 300) return accountCallFailure(reply, () => ({}));
    const parsed = schema.safeParse(reply.body);
    return parsed.success ? { ok: true, value: parsed.data } : { ...unanswered, status: 502 };
  } catch {
    return unanswered;
  }
}

const queryOf = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** Assigned customers matching a name, email, practice, account or shipping-account number or city (typo tolerant). */
export function searchRepCustomers(query: string, limit: number, offset = 0): Promise<SalesRepResult<RepCustomerList>> {
  return repCall(`/mw/sales-reps/search-customers?${queryOf({ query, limit, offset })}`, repCustomerListSchema);
}

/** The representative's customers, most recent order first (its dashboard). */
export function listRepCustomers(limit: number, offset = 0): Promise<SalesRepResult<RepCustomerList>> {
  return repCall(`/mw/sales-reps/customers?${queryOf({ limit, offset })}`, repCustomerListSchema);
}

/** The customers the representative synced to lately (at most 10). */
export function listRecentRepCustomers(): Promise<SalesRepResult<RepCustomerList>> {
  return repCall('/mw/sales-reps/recent-customers', repCustomerListSchema);
}

/** Starts acting for the customer (spec §4: the caller then reloads the customer). */
export function startSync(customerId: string): Promise<SalesRepResult<SalesRepSync>> {
  return repCall(`/mw/sales-reps/sync/${encodeURIComponent(customerId)}`, salesRepSyncSchema);
}

/** Ends acting for the customer; the answer is the (ended) sync. */
export function endSync(): Promise<SalesRepResult<SalesRepSync>> {
  return repCall('/mw/sales-reps/sync', salesRepSyncSchema, 'DELETE');
}

/** Orders of the representative's customers, newest first. */
export function listRepOrders(query: Omit<RepOrdersQuery, 'limit' | 'offset'> & { limit: number; offset?: number }) {
  return repCall(`/mw/sales-reps/orders?${queryOf({ ...query })}`, repOrderListSchema);
}

/** One order of an assigned customer, as the customer's order detail shows it. */
export function getRepOrder(id: string): Promise<SalesRepResult<Order>> {
  return repCall(`/mw/sales-reps/orders/${encodeURIComponent(id)}`, orderSchema);
}

/** The audit trail of the (subject's) office, newest first. */
export function listAuditEvents(limit: number, offset: number) {
  return repCall(`/mw/audit-events?${queryOf({ limit, offset })}`, auditEventListSchema);
}
