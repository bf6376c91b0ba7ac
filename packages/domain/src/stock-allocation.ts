/** Units of one sku an order asks for. */
export interface StockDemand {
  sku: string;
  quantity: number;
}

/** A warehouse lot stock can be taken from. */
export interface ReservableLot {
  id: string;
  sku: string;
  quantity: number;
  /** null: the lot does not expire. */
  expiresAt: Date | null;
}

export interface StockReservation {
  sku: string;
  /** Units taken from the warehouse's lots. */
  reserved: number;
  /** Units the warehouse did not have: they ship when stock arrives. */
  backordered: number;
}

export interface StockAllocation {
  /** Units to take from each lot, in lot order (sku, expiry, id). */
  takes: { lotId: string; quantity: number }[];
  /** One entry per demanded sku, in sku order. */
  reservations: StockReservation[];
}

const isLiveAt = (lot: ReservableLot, at: Date) => lot.expiresAt === null || lot.expiresAt.getTime() > at.getTime();

/** Earliest expiry first, lots that never expire last, then by id so equal lots are always taken alike. */
function byExpiry(a: ReservableLot, b: ReservableLot): number {
  const expiryA = a.expiresAt?.getTime() ?? Infinity;
  const expiryB = b.expiresAt?.getTime() ?? Infinity;
  if (expiryA !== expiryB) return expiryA < expiryB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Allocates demanded units to lots: demands of the same sku are summed, each sku takes from its lots
 * still good at `at` (one expiring exactly at `at` is not), earliest expiry first, and what the lots
 * lack is backordered. A negative demand counts as none: it never puts units back.
 */
export function allocateStock(
  demands: readonly StockDemand[],
  lots: readonly ReservableLot[],
  at: Date,
): StockAllocation {
  const wanted = new Map<string, number>();
  for (const { sku, quantity } of demands) wanted.set(sku, (wanted.get(sku) ?? 0) + Math.max(0, quantity));
  const usable = lots.filter((lot) => lot.quantity > 0 && isLiveAt(lot, at)).sort(byExpiry);
  const takes: StockAllocation['takes'] = [];
  const reservations = [...wanted.keys()].sort().map((sku) => {
    let open = wanted.get(sku)!;
    for (const lot of usable) {
      if (open === 0) break;
      if (lot.sku !== sku) continue;
      const quantity = Math.min(open, lot.quantity);
      takes.push({ lotId: lot.id, quantity });
      open -= quantity;
    }
    return { sku, reserved: wanted.get(sku)! - open, backordered: open };
  });
  return { takes, reservations };
}
