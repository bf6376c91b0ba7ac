import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { arrayParam } from './product-search-sql';

export interface StockDemand {
  sku: string;
  quantity: number;
}

export interface StockReservation {
  sku: string;
  /** Units taken from the warehouse's lots. */
  reserved: number;
  /** Units the warehouse did not have: they ship when stock arrives. */
  backordered: number;
}

interface LotRow {
  id: string;
  sku: string;
  quantity_on_stock: number;
}

/**
 * Reserves stock for an order inside the caller's transaction: takes the demanded units from the
 * warehouse's lots that have not expired at `at` (earliest expiry first) and backorders the rest.
 * The lots are locked in one deterministic order (sku, expiry, id), so two orders for the same
 * skus queue behind each other instead of deadlocking, and a lot never goes below 0: the second
 * buyer of the last units reads the quantity the first one left.
 */
export async function reserveStock(tx: Db, warehouseChannelId: string, demands: readonly StockDemand[], at: Date): Promise<StockReservation[]> {
  const wanted = new Map<string, number>();
  for (const { sku, quantity } of demands) wanted.set(sku, (wanted.get(sku) ?? 0) + quantity);
  if (wanted.size === 0) return [];
  const skus = [...wanted.keys()].sort();
  const result = (await tx.execute(sql`
    select id, sku, quantity_on_stock from inventory_entries
    where supply_channel_id = ${warehouseChannelId}::uuid and sku = any(${arrayParam(skus, 'text')})
      and quantity_on_stock > 0 and (expires_at is null or expires_at > ${at.toISOString()}::timestamptz)
    order by sku, expires_at nulls last, id
    for update`)) as unknown as { rows?: LotRow[] } | LotRow[];
  const lots = Array.isArray(result) ? result : (result.rows ?? []);
  const open = new Map(wanted);
  const taken: { id: string; quantity: number }[] = [];
  for (const lot of lots) {
    const need = open.get(lot.sku) ?? 0;
    if (need === 0) continue;
    const quantity = Math.min(need, Number(lot.quantity_on_stock));
    taken.push({ id: lot.id, quantity });
    open.set(lot.sku, need - quantity);
  }
  if (taken.length > 0) {
    await tx.execute(sql`
      update inventory_entries e set quantity_on_stock = e.quantity_on_stock - t.quantity, version = e.version + 1, last_modified_at = now()
      from unnest(${arrayParam(taken.map((lot) => lot.id), 'uuid')}, ${`{${taken.map((lot) => lot.quantity).join(',')}}`}::int[]) as t(id, quantity)
      where e.id = t.id`);
  }
  return skus.map((sku) => {
    const backordered = open.get(sku) ?? 0;
    return { sku, reserved: wanted.get(sku)! - backordered, backordered };
  });
}
