import type { StockStatus } from '@chairside/contracts';

/** Spec §9: the stock-change message shows again only after 30 minutes. */
export const stockChangeMessageIntervalMs = 30 * 60_000;
/** Spec §9: prices are checked again after 60 minutes. */
export const priceCheckIntervalMs = 60 * 60_000;
/** Remembered stock states per browser; the oldest are dropped beyond this many skus. */
export const maxRememberedSkus = 500;

/** Whether something last done at `lastAt` (epoch ms; undefined: never) is due again at `now`. */
export function isDue(lastAt: number | undefined, now: number, intervalMs: number): boolean {
  return lastAt === undefined || !Number.isFinite(lastAt) || now - lastAt >= intervalMs;
}

export type StockStates = Record<string, StockStatus>;

/** Skus shown now whose stock state differs from the one this browser last saw. */
export function changedSkus(previous: StockStates, current: StockStates): string[] {
  return Object.entries(current)
    .filter(([sku, status]) => previous[sku] !== undefined && previous[sku] !== status)
    .map(([sku]) => sku);
}

/** The remembered states with the current ones added last (most recent), keeping at most `limit`. */
export function rememberStates(previous: StockStates, current: StockStates, limit = maxRememberedSkus): StockStates {
  const merged = Object.entries(previous).filter(([sku]) => !(sku in current));
  merged.push(...Object.entries(current));
  return Object.fromEntries(merged.slice(-limit));
}

/** Milliseconds until prices fetched at `pricedAt` are due for a check; 0 when already due. */
export function msUntilPriceCheck(pricedAt: number, now: number): number {
  return Math.max(0, pricedAt + priceCheckIntervalMs - now);
}
