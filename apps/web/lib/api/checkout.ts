import 'server-only';
import {
  idempotencyKeyHeader,
  type ErrorCode,
  orderPagedQueryResponseSchema,
  placeOrderResponseSchema,
  repriceCartResponseSchema,
  shippingMethodPagedQueryResponseSchema,
  type Order,
  type PlaceOrderRequest,
  type RepriceChange,
  type ShippingMethod,
} from '@chairside/contracts';
import { getCustomerAccessToken, markSessionChanged } from '@/lib/session/session';
import { accountCall, firstApiError, type ApiReply } from './account-client';

/**
 * The order-service calls of checkout (spec §7): shipping methods, reprice, placing the order and
 * reading it back. Customer token only; anything unexpected reads as "unavailable".
 */

/** Spec §7: a POST is retried once on these statuses (safe: the order POST carries an Idempotency-Key). */
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const unanswered: ApiReply = { status: 503, headers: new Headers(), body: undefined };

async function customerCall(
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; retry?: boolean } = {},
): Promise<ApiReply> {
  const token = await getCustomerAccessToken();
  if (!token) return { status: 401, headers: new Headers(), body: undefined };
  // An unreachable API (or one that did not answer in time) counts as 503.
  const call = () =>
    accountCall(path, { body: options.body, headers: options.headers, auth: { bearer: token } }).catch(
      () => unanswered,
    );
  const reply = await call();
  return options.retry && retryableStatuses.has(reply.status) ? call() : reply;
}

/** The shipping methods, cheapest first (spec §7 "sort rate ascending"); undefined when they could not be read. */
export async function listShippingMethods(): Promise<ShippingMethod[] | undefined> {
  const reply = await customerCall(`/aces/shipping-methods?${new URLSearchParams({ sort: 'rate asc', limit: '50' })}`);
  if (reply.status !== 200) {
    console.error(`Shipping methods answered ${reply.status}`, firstApiError(reply.body));
    return undefined;
  }
  return shippingMethodPagedQueryResponseSchema.safeParse(reply.body).data?.results.filter((method) => method.active);
}

export type RepriceResult = { ok: true; changes: RepriceChange[] } | { ok: false };

/** POST /ct/reprice-cart: the cart priced for the customer's current office; a failure is logged only (spec §8). */
export async function repriceCart(cartId: string): Promise<RepriceResult> {
  const reply = await customerCall('/ct/reprice-cart', { body: { cart_id: cartId } });
  const parsed = reply.status === 200 ? repriceCartResponseSchema.safeParse(reply.body) : undefined;
  if (parsed?.success) {
    if (parsed.data.changes.length > 0) await markSessionChanged();
    return { ok: true, changes: parsed.data.changes };
  }
  console.error(`Reprice of the cart answered ${reply.status}`, firstApiError(reply.body));
  return { ok: false };
}

export type PlaceOrderResult =
  | { ok: true; order: Order }
  | { ok: false; status: number; code: ErrorCode | undefined; message: string; field: string | undefined };

/**
 * POST /ct/hs-orders with the attempt's Idempotency-Key: a retry (ours or the customer's) replays, never orders twice.
 */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResult> {
  const reply = await customerCall('/ct/hs-orders', {
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    retry: true,
  });
  if (reply.status === 201) {
    // The ordered cart is frozen: the header must stop showing it.
    await markSessionChanged();
    const parsed = placeOrderResponseSchema.safeParse(reply.body);
    if (parsed.success) return { ok: true, order: parsed.data.order };
    // Placed, but the answer is not the contract's: the customer must not place it again blindly.
    console.error('Order answer did not match the contract:', parsed.error.issues.slice(0, 3));
    return { ok: false, status: 502, code: undefined, message: '', field: undefined };
  }
  const error = firstApiError(reply.body);
  return {
    ok: false,
    status: reply.status,
    code: error?.code,
    message: error?.message ?? '',
    field: typeof error?.field === 'string' ? error.field : undefined,
  };
}

/** One of the customer's own orders by its order number; undefined when there is none (or someone else's). */
export async function findMyOrderByNumber(
  orderNumber: string,
): Promise<{ ok: true; order: Order | undefined } | { ok: false }> {
  const query = new URLSearchParams({
    where: 'orderNumber = :orderNumber',
    'var.orderNumber': orderNumber,
    limit: '1',
  });
  const reply = await customerCall(`/aces/me/orders?${query}`);
  const parsed = reply.status === 200 ? orderPagedQueryResponseSchema.safeParse(reply.body) : undefined;
  if (parsed?.success) return { ok: true, order: parsed.data.results[0] };
  console.error(`Order lookup by number answered ${reply.status}`, firstApiError(reply.body));
  return { ok: false };
}
