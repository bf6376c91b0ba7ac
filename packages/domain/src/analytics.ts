/**
 * The commerce events the storefront tracks (spec §7): Login, Product Added to Cart, Checkout Started, Order Completed.
 */
export const trackedEventNames = ['Login', 'Product Added to Cart', 'Checkout Started', 'Order Completed'] as const;
export type TrackedEventName = (typeof trackedEventNames)[number];

/**
 * The storefront's analytics library settings (spec §9): a retry queue of 4 attempts, batches of
 * 10 events, a 5 s request timeout and an anonymous-id cookie kept 365 days.
 */
export const analyticsPolicy = {
  maxAttempts: 4,
  batchSize: 10,
  timeoutMs: 5000,
  anonymousIdCookieDays: 365,
} as const;

/** Exponential backoff between attempts (1 s, 2 s, 4 s, ...), capped so a queue never stalls long. */
export function analyticsRetryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}
