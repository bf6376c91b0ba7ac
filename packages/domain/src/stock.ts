/** Stock a warehouse holds for one sku: lots of the same sku, each possibly with an expiration (spec §3, §4). */
export interface StockLot {
  quantity: number;
  /** Lots past their expiration are not counted (spec §4: expired entries are dropped). */
  expiresAt?: Date | undefined;
  restockableInDays?: number | undefined;
  expectedDelivery?: Date | undefined;
}

export type StockStatus = 'in_stock' | 'low_stock' | 'backorder';

export interface StockAvailability {
  /** Units on hand now, in the sku's own unit of measure. */
  onHand: number;
  status: StockStatus;
  /** The requested quantity ships now. */
  isOnStock: boolean;
  /** Requested units that would wait for a restock. */
  backorderQuantity: number;
  restockableInDays: number | undefined;
  /**
   * When a short sku is expected back, where known: the earliest announced delivery still ahead
   * of `now`, else `now` plus the restock estimate. Absent while the sku is plainly in stock.
   */
  expectedDelivery: Date | undefined;
}

const dayMs = 86_400_000;

/** At or below this many units on hand a sku shows as low on stock, even when the request can be met. */
export const lowStockUnits = 5;

/** Counts a warehouse's non-expired lots at `now` and judges a request for `requested` units against them. */
export function stockAvailability(lots: readonly StockLot[], requested: number, now: Date): StockAvailability {
  const live = lots.filter((lot) => lot.expiresAt === undefined || lot.expiresAt.getTime() > now.getTime());
  const onHand = live.reduce((sum, lot) => sum + Math.max(0, lot.quantity), 0);
  const wanted = Math.max(1, requested);
  const backorderQuantity = Math.max(0, wanted - onHand);
  const restockDays = lots
    .map((lot) => lot.restockableInDays)
    .filter((days): days is number => days !== undefined && days >= 0);
  const deliveries = lots
    .map((lot) => lot.expectedDelivery)
    .filter((date): date is Date => date !== undefined && date.getTime() > now.getTime());
  const status: StockStatus = backorderQuantity > 0 ? 'backorder' : onHand <= lowStockUnits ? 'low_stock' : 'in_stock';
  const restockableInDays = restockDays.length > 0 ? Math.min(...restockDays) : undefined;
  const announced = deliveries.length > 0 ? Math.min(...deliveries.map((date) => date.getTime())) : undefined;
  const estimated = restockableInDays !== undefined ? now.getTime() + restockableInDays * dayMs : undefined;
  const expected = announced ?? estimated;
  return {
    onHand,
    status,
    isOnStock: backorderQuantity === 0,
    backorderQuantity,
    restockableInDays,
    expectedDelivery: status !== 'in_stock' && expected !== undefined ? new Date(expected) : undefined,
  };
}
