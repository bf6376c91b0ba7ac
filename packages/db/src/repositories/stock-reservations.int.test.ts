import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { testDatabaseTargets } from '../testing';
import { releaseStock, reserveStock } from './stock-reservations';

const now = new Date('2026-03-15T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe.each(testDatabaseTargets())('reserveStock on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('takes the earliest-expiring lots first, never an expired one, and backorders the rest', async () => {
    const { db } = database;
    const [warehouse] = await db
      .insert(schema.channels)
      .values({ key: `warehouse-${randomUUID()}`, roles: ['InventorySupply'] })
      .returning();
    const lot = (sku: string, quantityOnStock: number, expiresAt: Date | null) => ({
      sku,
      supplyChannelId: warehouse!.id,
      quantityOnStock,
      expiresAt,
    });
    const [never, late, soon, expired, other] = await db
      .insert(schema.inventoryEntries)
      .values([
        lot('S-1', 10, null),
        lot('S-1', 3, inDays(30)),
        lot('S-1', 4, inDays(5)),
        lot('S-1', 50, inDays(-1)),
        lot('S-2', 1, null),
      ])
      .returning();

    const { reservations, takes } = await db.transaction((tx) =>
      reserveStock(
        tx,
        warehouse!.id,
        [
          { sku: 'S-1', quantity: 5 },
          { sku: 'S-2', quantity: 3 },
          { sku: 'S-1', quantity: 4 },
        ],
        now,
      ),
    );

    expect(reservations).toEqual([
      { sku: 'S-1', reserved: 9, backordered: 0 },
      { sku: 'S-2', reserved: 1, backordered: 2 },
    ]);
    const left = await db
      .select({ id: schema.inventoryEntries.id, quantity: schema.inventoryEntries.quantityOnStock })
      .from(schema.inventoryEntries)
      .where(eq(schema.inventoryEntries.supplyChannelId, warehouse!.id));
    expect(Object.fromEntries(left.map((row) => [row.id, row.quantity]))).toEqual({
      [soon!.id]: 0,
      [late!.id]: 0,
      [never!.id]: 8,
      [expired!.id]: 50,
      [other!.id]: 0,
    });

    // A placement released without an order gives every unit back to the lot it came from.
    await db.transaction((tx) => releaseStock(tx, takes));
    const restored = await db
      .select({ id: schema.inventoryEntries.id, quantity: schema.inventoryEntries.quantityOnStock })
      .from(schema.inventoryEntries)
      .where(eq(schema.inventoryEntries.supplyChannelId, warehouse!.id));
    expect(Object.fromEntries(restored.map((row) => [row.id, row.quantity]))).toEqual({
      [soon!.id]: 4,
      [late!.id]: 3,
      [never!.id]: 10,
      [expired!.id]: 50,
      [other!.id]: 1,
    });
  });
});
