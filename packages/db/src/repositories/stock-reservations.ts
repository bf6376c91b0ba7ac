import { allocateStock, type StockDemand, type StockReservation } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import type { LotTake } from '../schema';
import { arrayParam } from './product-search-sql';

export type { StockDemand, StockReservation };

interface LotRow {
  id: string;
  sku: string;
  quantity_on_stock: number;
  /** A Date or its text, depending on the driver. */
  expires_at: Date | string | null;
}

/**
 * Reserves stock for an order inside the caller's transaction: locks the warehouse's lots of the
 * demanded skus, lets the domain allocate them (earliest expiry first, the rest backordered) and
 * takes the allocated units off the lots. The lots are locked in one deterministic order (sku,
 * expiry, id), so two orders for the same skus queue behind each other instead of deadlocking, and a
 * lot never goes below 0: the second buyer of the last units reads the quantity the first one left.
 */
export async function reserveStock(
  tx: Db,
  warehouseChannelId: string,
  demands: readonly StockDemand[],
  at: Date,
): Promise<{ reservations: StockReservation[]; takes: LotTake[] }> {
  const skus = [...new Set(demands.map((demand) => demand.sku))].sort();
  if (skus.length === 0) return { reservations: [], takes: [] };
  // Expired lots are filtered here too, so they are not locked; allocateStock would skip them anyway.
  const result = (await tx.execute(sql`
    select id, sku, quantity_on_stock, expires_at from inventory_entries
    where supply_channel_id = ${warehouseChannelId}::uuid and sku = any(${arrayParam(skus, 'text')})
      and quantity_on_stock > 0 and (expires_at is null or expires_at > ${at.toISOString()}::timestamptz)
    order by sku, expires_at nulls last, id
    for update`)) as unknown as { rows?: LotRow[] } | LotRow[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  const lots = rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    quantity: Number(row.quantity_on_stock),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  }));
  const { takes, reservations } = allocateStock(demands, lots, at);
  if (takes.length > 0) {
    await tx.execute(sql`
      update inventory_entries e set quantity_on_stock = e.quantity_on_stock - t.quantity, version = e.version + 1, last_modified_at = now()
      from unnest(${arrayParam(
        takes.map((take) => take.lotId),
        'uuid',
      )}, ${`{${takes.map((take) => take.quantity).join(',')}}`}::int[]) as t(id, quantity)
      where e.id = t.id`);
  }
  return { reservations, takes };
}

/** Gives units reserveStock took back to their lots (a placement released without an order). */
export async function releaseStock(tx: Db, takes: readonly LotTake[]): Promise<void> {
  if (takes.length === 0) return;
  await tx.execute(sql`
    update inventory_entries e set quantity_on_stock = e.quantity_on_stock + t.quantity, version = e.version + 1, last_modified_at = now()
    from unnest(${arrayParam(
      takes.map((take) => take.lotId),
      'uuid',
    )}, ${`{${takes.map((take) => take.quantity).join(',')}}`}::int[]) as t(id, quantity)
    where e.id = t.id`);
}
