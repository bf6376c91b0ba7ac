import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { orderExports, orders } from '../schema';

export interface ClaimedExport {
  orderId: string;
  /** Attempts including this one. */
  attempts: number;
}

export interface ClaimRequest {
  now: Date;
  limit: number;
  /** How long the claim keeps other workers off the row; a worker that dies frees it after this. */
  leaseMs: number;
}

/**
 * The ERP export outbox (rows written by createOrder in the order's transaction). Claims take
 * due rows with FOR UPDATE SKIP LOCKED and lease them, so concurrent workers split the work and
 * never take the same order while a lease runs.
 */
export function orderExportRepository(db: Db) {
  return {
    async claimDue({ now, limit, leaseMs }: ClaimRequest): Promise<ClaimedExport[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ orderId: orderExports.orderId })
          .from(orderExports)
          .where(
            and(
              isNull(orderExports.exportedAt),
              lte(orderExports.nextAttemptAt, now),
              or(isNull(orderExports.lockedUntil), lte(orderExports.lockedUntil, now)),
            ),
          )
          .orderBy(orderExports.nextAttemptAt, orderExports.orderId)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(orderExports)
          .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${orderExports.attempts} + 1` })
          .where(
            inArray(
              orderExports.orderId,
              due.map(({ orderId }) => orderId),
            ),
          )
          .returning({ orderId: orderExports.orderId, attempts: orderExports.attempts });
      });
    },

    /** The ERP took the order: the outbox row is done and the order says processed_by_erp. */
    async markExported(orderId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(orderExports)
          .set({ exportedAt: now, lockedUntil: null, lastError: null })
          .where(and(eq(orderExports.orderId, orderId), isNull(orderExports.exportedAt)))
          .returning({ orderId: orderExports.orderId });
        if (!done) return;
        await tx
          .update(orders)
          .set({
            processedByErp: true,
            processedByErpAt: now,
            version: sql`${orders.version} + 1`,
            lastModifiedAt: now,
          })
          .where(eq(orders.id, orderId));
      });
    },

    /** The export failed: free the row and try again at `retryAt`. */
    async markFailed(orderId: string, error: string, retryAt: Date): Promise<void> {
      await db
        .update(orderExports)
        .set({ lockedUntil: null, lastError: error.slice(0, 1000), nextAttemptAt: retryAt })
        .where(and(eq(orderExports.orderId, orderId), isNull(orderExports.exportedAt)));
    },

    /** The outbox row of an order (tests, operations). */
    async find(orderId: string) {
      const [row] = await db.select().from(orderExports).where(eq(orderExports.orderId, orderId));
      return row;
    },
  };
}
