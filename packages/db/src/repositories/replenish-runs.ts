import { and, eq, gte, inArray, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { cartLineItems, carts, orderPlacements, orders, productVariants, products, replenishPlans } from '../schema';
import { selectCatalogVariants, type CatalogVariantRecord } from './carts';

export type ReplenishRunPlan = typeof replenishPlans.$inferSelect;

/** The gateway key prefix of a plan's card placements for one date: `replenish:<plan>:<date>:`. */
export const replenishGatewayKeyPrefix = (planId: string, date: string) => `replenish:${planId}:${date}:`;

/**
 * What a REPLENISH run reads and writes besides the plan's own claim and outcome (replenish-plans.ts): the plan row
 * locked for one consistent version, the order or card placement of a date, substitutes for discontinued items.
 */
export function replenishRunRepository(db: Db) {
  return {
    /** The plan row locked until the transaction ends: its lines and settings cannot change under the run. */
    async lock(planId: string): Promise<ReplenishRunPlan | undefined> {
      const [plan] = await db.select().from(replenishPlans).where(eq(replenishPlans.cartId, planId)).for('update');
      return plan;
    },

    /** The order the plan placed for `date`, if any (orders' unique (replenish_plan_id, replenish_date)). */
    async orderFor(planId: string, date: string): Promise<{ id: string; orderNumber: string } | undefined> {
      const [found] = await db
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.replenishPlanId, planId), eq(orders.replenishDate, date)));
      return found;
    },

    /** Whether a card placement for the plan and date is still waiting for the gateway (or the recovery job). */
    async placementInFlight(planId: string, date: string): Promise<boolean> {
      const [found] = await db
        .select({ id: orderPlacements.id })
        .from(orderPlacements)
        .where(
          and(
            eq(orderPlacements.state, 'Reserved'),
            like(orderPlacements.gatewayKey, `${replenishGatewayKeyPrefix(planId, date)}%`),
          ),
        )
        .limit(1);
      return found !== undefined;
    },

    /** Published variants that replace the given skus (their `previous_sku` attribute names one of them). */
    async substitutes(skus: readonly string[]): Promise<(CatalogVariantRecord & { replaces: string })[]> {
      if (skus.length === 0) return [];
      const previous = sql<string>`${productVariants.attributes}->>'previous_sku'`;
      return selectCatalogVariants(db, { replaces: previous }).where(
        and(inArray(previous, [...skus]), eq(products.published, true)),
      );
    },

    /** The cart of a run whose card was refused, given back Active by the placement: nobody's cart, so removed. */
    async dropReleasedCart(cartId: string): Promise<void> {
      await db
        .delete(carts)
        .where(
          and(
            eq(carts.id, cartId),
            eq(carts.origin, 'Merchant'),
            eq(carts.cartState, 'Active'),
            sql`not exists (select 1 from ${replenishPlans} where ${replenishPlans.cartId} = ${carts.id})`,
          ),
        );
    },

    /** Active plans whose next (unskipped) date is `from` to `to` and not yet reminded of, with their lines. */
    async remindable({ from, to, limit }: { from: string; to: string; limit: number }): Promise<ReplenishRunPlan[]> {
      return db
        .select()
        .from(replenishPlans)
        .where(
          and(
            eq(replenishPlans.status, 'Active'),
            eq(replenishPlans.isSkipped, false),
            gte(replenishPlans.nextOrderDate, from),
            lte(replenishPlans.nextOrderDate, to),
            sql`${replenishPlans.remindedFor} is distinct from ${replenishPlans.nextOrderDate}`,
          ),
        )
        .limit(limit);
    },

    /** Records the reminder for `date`; false when another worker recorded it first (it sends the mail). */
    async markReminded(planId: string, date: string): Promise<boolean> {
      const marked = await db
        .update(replenishPlans)
        .set({ remindedFor: date })
        .where(
          and(
            eq(replenishPlans.cartId, planId),
            eq(replenishPlans.nextOrderDate, date),
            sql`${replenishPlans.remindedFor} is distinct from ${date}::date`,
          ),
        )
        .returning({ id: replenishPlans.cartId });
      return marked.length > 0;
    },

    /** Items skipped for one order are ordered again next time. */
    async clearSkipNext(planId: string): Promise<void> {
      await db
        .update(cartLineItems)
        .set({ customFields: sql`${cartLineItems.customFields} || '{"skip_next": false}'::jsonb` })
        .where(and(eq(cartLineItems.cartId, planId), sql`${cartLineItems.customFields}->>'skip_next' = 'true'`));
    },
  };
}
