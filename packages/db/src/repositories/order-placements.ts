import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { orderPlacements } from '../schema';

export type OrderPlacementRecord = typeof orderPlacements.$inferSelect;
export type NewOrderPlacement = Omit<typeof orderPlacements.$inferInsert, 'id' | 'state' | 'orderId' | 'finishedAt'>;

/**
 * Card order placements (see the table's comment). State changes are conditional on Reserved, so a request and the
 * recovery job finishing the same placement at once cannot both win.
 */
export function orderPlacementRepository(db: Db) {
  return {
    async create(placement: NewOrderPlacement): Promise<OrderPlacementRecord> {
      const [created] = await db.insert(orderPlacements).values(placement).returning();
      return created!;
    },

    async findById(id: string): Promise<OrderPlacementRecord | undefined> {
      const [found] = await db.select().from(orderPlacements).where(eq(orderPlacements.id, id));
      return found;
    },

    async findByGatewayKey(gatewayKey: string): Promise<OrderPlacementRecord | undefined> {
      const [found] = await db.select().from(orderPlacements).where(eq(orderPlacements.gatewayKey, gatewayKey));
      return found;
    },

    /** The cart's Reserved placement, if any (a cart has at most one). */
    async reservedFor(cartId: string): Promise<OrderPlacementRecord | undefined> {
      const [found] = await db
        .select()
        .from(orderPlacements)
        .where(and(eq(orderPlacements.cartId, cartId), eq(orderPlacements.state, 'Reserved')));
      return found;
    },

    /** Locks the placement while it is still Reserved; undefined once someone else finished it. */
    async lockReserved(id: string): Promise<OrderPlacementRecord | undefined> {
      const [found] = await db
        .select()
        .from(orderPlacements)
        .where(and(eq(orderPlacements.id, id), eq(orderPlacements.state, 'Reserved')))
        .for('update');
      return found;
    },

    async finish(id: string, outcome: { state: 'Placed'; orderId: string } | { state: 'Released' }, at: Date) {
      await db
        .update(orderPlacements)
        .set({ state: outcome.state, orderId: 'orderId' in outcome ? outcome.orderId : null, finishedAt: at })
        .where(and(eq(orderPlacements.id, id), eq(orderPlacements.state, 'Reserved')));
    },

    /**
     * Reserved placements whose lease ran out (the request that made them died or gave up), leased anew to this
     * worker with FOR UPDATE SKIP LOCKED, so concurrent workers split them and never take the same one.
     */
    async claimAbandoned({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: orderPlacements.id })
          .from(orderPlacements)
          .where(and(eq(orderPlacements.state, 'Reserved'), lte(orderPlacements.leaseUntil, now)))
          .orderBy(orderPlacements.leaseUntil, orderPlacements.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(orderPlacements)
          .set({
            leaseUntil: new Date(now.getTime() + leaseMs),
            recoveryAttempts: sql`${orderPlacements.recoveryAttempts} + 1`,
          })
          .where(
            inArray(
              orderPlacements.id,
              due.map(({ id }) => id),
            ),
          )
          .returning();
      });
    },
  };
}
