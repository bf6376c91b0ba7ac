import 'server-only';
import {
  orderPagedQueryResponseSchema,
  orderSchema,
  recentItemsResponseSchema,
  type Order,
  type OrderPagedQueryResponse,
  type RecentItemsResponse,
} from '@chairside/contracts';
import { orderHistory } from '@chairside/domain';
import { getCustomerAccessToken } from '@/lib/session/session';
import { accountCall } from './account-client';

/** What an order read gives the page: the value, "not found" (someone else's or no such order), or "unavailable". */
export type OrderRead<T> = { ok: true; value: T } | { ok: false; reason: 'not-found' | 'unavailable' };

async function customerGet<T>(path: string, parse: (body: unknown) => T | undefined): Promise<OrderRead<T>> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, reason: 'unavailable' };
  try {
    const reply = await accountCall(path, { auth: { bearer: token } });
    if (reply.status === 404) return { ok: false, reason: 'not-found' };
    const value = reply.status === 200 ? parse(reply.body) : undefined;
    return value === undefined ? { ok: false, reason: 'unavailable' } : { ok: true, value };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** One page of the customer's orders of the last 100 days, newest first (spec §7: sort lastModifiedAt desc). */
export function listMyOrders(page: number, pageSize: number): Promise<OrderRead<OrderPagedQueryResponse>> {
  const query = new URLSearchParams({
    sort: 'lastModifiedAt desc',
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
    withTotal: 'true',
  });
  return customerGet(`/aces/me/orders?${query}`, (body) => orderPagedQueryResponseSchema.safeParse(body).data);
}

/** One of the customer's orders with its payment and discount codes expanded (spec §7). */
export function getMyOrder(id: string): Promise<OrderRead<Order>> {
  const query = new URLSearchParams([
    ['expand', 'paymentInfo.payments[0]'],
    ['expand', 'discountCodes[*].discountCode'],
  ]);
  return customerGet(`/aces/me/orders/${encodeURIComponent(id)}?${query}`, (body) => orderSchema.safeParse(body).data);
}

/** Items bought in the last 100 days, one per sku (spec §7: page 1, pageSize 100, days 100). */
export function getRecentItems(): Promise<OrderRead<RecentItemsResponse>> {
  const query = new URLSearchParams({
    page: '1',
    pageSize: String(orderHistory.recentItemsPageSize),
    days: String(orderHistory.recentItemsDays),
  });
  return customerGet(`/ct/recent-items?${query}`, (body) => recentItemsResponseSchema.safeParse(body).data);
}
