import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { cartLineItems, carts, orderLineItems, orders, productVariants, products, replenishPlans } from '../schema';
import {
  linesOfCarts,
  selectCatalogVariants,
  type CartLineRecord,
  type CatalogVariantRecord,
  type NewCart,
  type NewCartLine,
} from './carts';

export type ReplenishPlanRecord = typeof replenishPlans.$inferSelect;
export type NewReplenishPlan = Omit<
  typeof replenishPlans.$inferInsert,
  'cartId' | 'customerId' | 'businessUnitId' | 'version' | 'createdAt' | 'lastModifiedAt'
>;
/** What a customer's update may change; attention and claim fields belong to the runs. */
export type ReplenishPlanChanges = Partial<
  Pick<
    ReplenishPlanRecord,
    | 'status'
    | 'planDays'
    | 'nextOrderDate'
    | 'scheduleAnchor'
    | 'nextOrderDateBehavior'
    | 'isSkipped'
    | 'paymentType'
    | 'cardId'
    | 'poNumber'
    | 'shippingAddressId'
    | 'attentionReason'
    | 'attentionMessage'
    | 'attentionSince'
    | 'retriesLeft'
    | 'nextRetryAt'
  >
>;

/** A plan with its items: the lines of its cart, in the order added. */
export interface ReplenishPlanWithLines {
  plan: ReplenishPlanRecord;
  lines: CartLineRecord[];
}

/** One update: the plan as read (its version is the expected one), its changes and its lines removed or written. */
export interface ReplenishPlanWrite {
  plan: ReplenishPlanRecord;
  changes: ReplenishPlanChanges;
  at: Date;
  deletedLineIds: string[];
  /** New lines and changed ones, whole: a changed line is deleted and inserted again under its id. */
  writtenLines: CartLineRecord[];
}

/** One order a plan placed, for its history. */
export interface ReplenishPlanOrder {
  id: string;
  orderNumber: string;
  scheduledDate: string;
  placedAt: Date;
  totalCentAmount: number;
}

/** What a failed run records (the reason codes and retry policy are the domain's). */
export interface ReplenishAttention {
  reason: string;
  message: string;
  retriesLeft: number;
  nextRetryAt: Date | null;
  at: Date;
}

/** A line of an office's past order, for the suggestion estimator. */
export interface OfficePurchaseLine {
  itemNumber: string;
  uom: string;
  name: Record<string, string>;
  quantity: number;
  orderedAt: Date;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const historyLimit = 20;

const owned = (id: string, customerId: string) =>
  and(eq(replenishPlans.cartId, id), eq(replenishPlans.customerId, customerId), ne(replenishPlans.status, 'Deleted'));

/**
 * REPLENISH plans (spec §3): each the row of a Merchant cart of its customer, whose lines are the plan's items (line
 * custom fields replenished, days_replenished, skip_next, substitutions_allowed). Reads name the owner; lines of many
 * plans load in one query. The run side (claimDue, release, markPlaced, markAttention) is keyed by plan id only.
 */
export function replenishPlanRepository(db: Db) {
  const linesOf = (cartIds: readonly string[]) => linesOfCarts(db, cartIds);

  async function withLines(plans: ReplenishPlanRecord[]): Promise<ReplenishPlanWithLines[]> {
    const lines = await linesOf(plans.map((plan) => plan.cartId));
    return plans.map((plan) => ({ plan, lines: lines.filter((line) => line.cartId === plan.cartId) }));
  }

  return {
    linesOf,

    /** A new plan: its Merchant cart, the plan row and its lines in one transaction. */
    async create(input: {
      cart: Omit<NewCart, 'origin'> & { id?: string; customerId: string; businessUnitId: string };
      plan: NewReplenishPlan;
      lines: Omit<NewCartLine, 'cartId'>[];
      at: Date;
    }): Promise<ReplenishPlanWithLines> {
      return db.transaction(async (tx) => {
        const [cart] = await tx
          .insert(carts)
          .values({ ...input.cart, origin: 'Merchant', createdAt: input.at, lastModifiedAt: input.at })
          .returning({ id: carts.id });
        const [plan] = await tx
          .insert(replenishPlans)
          .values({
            ...input.plan,
            cartId: cart!.id,
            customerId: input.cart.customerId,
            businessUnitId: input.cart.businessUnitId,
            createdAt: input.at,
            lastModifiedAt: input.at,
          })
          .returning();
        const lines =
          input.lines.length === 0
            ? []
            : await tx
                .insert(cartLineItems)
                .values(input.lines.map((line) => ({ ...line, cartId: cart!.id })))
                .returning();
        return { plan: plan!, lines };
      });
    },

    /** The customer's plan with its items; undefined for another customer's, a deleted one or a malformed id. */
    async findOwned(id: string, customerId: string): Promise<ReplenishPlanWithLines | undefined> {
      if (!isUuid(id)) return undefined;
      const [[plan], lines] = await Promise.all([
        db.select().from(replenishPlans).where(owned(id, customerId)),
        linesOf([id]),
      ]);
      return plan ? { plan, lines } : undefined;
    },

    /** The customer's plans, last modified first, paged, with the total; items in one query. */
    async listOwned(
      customerId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReplenishPlanWithLines[]; total: number }> {
      const where = and(eq(replenishPlans.customerId, customerId), ne(replenishPlans.status, 'Deleted'));
      const [plans, totals] = await Promise.all([
        db
          .select()
          .from(replenishPlans)
          .where(where)
          .orderBy(desc(replenishPlans.lastModifiedAt), asc(replenishPlans.cartId))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(replenishPlans).where(where),
      ]);
      return { rows: await withLines(plans), total: totals[0]?.total ?? 0 };
    },

    /**
     * Stores an update while the plan is still at the version read (one version up); undefined when it no longer is.
     * One short transaction: the plan row, its cart's timestamp, the removed and rewritten lines; a new interval is
     * copied to every line's days_replenished.
     */
    async write({ plan, changes, at, deletedLineIds, writtenLines }: ReplenishPlanWrite) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(replenishPlans)
          .set({ ...changes, version: plan.version + 1, lastModifiedAt: at })
          .where(
            and(
              eq(replenishPlans.cartId, plan.cartId),
              eq(replenishPlans.customerId, plan.customerId),
              eq(replenishPlans.version, plan.version),
            ),
          )
          .returning();
        if (!updated) return undefined;
        // A deleted plan's cart is frozen: it keeps its lines for the record but is never ordered or edited again.
        await tx
          .update(carts)
          .set({ lastModifiedAt: at, ...(changes.status === 'Deleted' ? { cartState: 'Frozen' as const } : {}) })
          .where(eq(carts.id, plan.cartId));
        const gone = [...deletedLineIds, ...writtenLines.map((line) => line.id)];
        if (gone.length > 0)
          await tx
            .delete(cartLineItems)
            .where(and(eq(cartLineItems.cartId, plan.cartId), inArray(cartLineItems.id, gone)));
        if (writtenLines.length > 0) await tx.insert(cartLineItems).values(writtenLines);
        if (changes.planDays !== undefined)
          await tx
            .update(cartLineItems)
            .set({
              customFields: sql`${cartLineItems.customFields} || jsonb_build_object('days_replenished', ${changes.planDays}::int)`,
            })
            .where(eq(cartLineItems.cartId, plan.cartId));
        return updated;
      });
    },

    /** Variants by item number and unit, published or not (the rules tell a discontinued item from an unknown one). */
    async variantsByItem(
      refs: readonly { itemNumber: string; uom: string }[],
    ): Promise<(CatalogVariantRecord & { published: boolean })[]> {
      if (refs.length === 0) return [];
      const itemNumbers = [...new Set(refs.map((ref) => ref.itemNumber))];
      const rows = await selectCatalogVariants(db, { published: products.published }).where(
        inArray(productVariants.itemNumber, itemNumbers),
      );
      const wanted = new Set(refs.map((ref) => `${ref.itemNumber}|${ref.uom}`));
      return rows.filter((row) => wanted.has(`${row.itemNumber}|${row.uom}`));
    },

    /** The office's order lines since `since`, newest first, at most `limit` (one query). */
    async officePurchases(businessUnitId: string, since: Date, limit: number): Promise<OfficePurchaseLine[]> {
      const rows = await db
        .select({
          itemNumber: orderLineItems.itemNumber,
          uom: orderLineItems.uom,
          name: orderLineItems.name,
          quantity: orderLineItems.quantity,
          orderedAt: orders.completedAt,
        })
        .from(orderLineItems)
        .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
        .where(
          and(
            eq(orders.businessUnitId, businessUnitId),
            gte(orders.completedAt, since),
            ne(orders.orderState, 'Cancelled'),
          ),
        )
        .orderBy(desc(orders.completedAt))
        .limit(limit);
      return rows.flatMap((row) =>
        row.itemNumber && row.uom ? [{ ...row, itemNumber: row.itemNumber, uom: row.uom }] : [],
      );
    },

    /** `itemNumber|uom` of every item on the office's plans (not deleted). */
    async plannedItems(businessUnitId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ itemNumber: cartLineItems.itemNumber, uom: cartLineItems.uom })
        .from(cartLineItems)
        .innerJoin(replenishPlans, eq(replenishPlans.cartId, cartLineItems.cartId))
        .where(and(eq(replenishPlans.businessUnitId, businessUnitId), ne(replenishPlans.status, 'Deleted')));
      return new Set(rows.map((row) => `${row.itemNumber}|${row.uom}`));
    },

    /** The newest orders the plan placed (at most 20), newest first. */
    async history(cartId: string): Promise<ReplenishPlanOrder[]> {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          scheduledDate: orders.replenishDate,
          placedAt: orders.completedAt,
          totalCentAmount: orders.totalCentAmount,
        })
        .from(orders)
        .where(eq(orders.replenishPlanId, cartId))
        .orderBy(desc(orders.completedAt), desc(orders.id))
        .limit(historyLimit);
      return rows.map((row) => ({ ...row, scheduledDate: row.scheduledDate ?? '' }));
    },

    /**
     * Claims up to `limit` plans due today (Active with a next date today or earlier, or NeedsAttention whose retry is
     * due) that no live lease holds: rows other workers have locked are skipped (FOR UPDATE SKIP LOCKED), the claimed
     * ones get a lease until now + leaseMs so a crashed worker's plans come back when it runs out.
     */
    async claimDue(input: {
      today: string;
      now: Date;
      leaseMs: number;
      limit: number;
    }): Promise<ReplenishPlanWithLines[]> {
      const due = db
        .select({ id: replenishPlans.cartId })
        .from(replenishPlans)
        .where(
          and(
            or(
              and(eq(replenishPlans.status, 'Active'), lte(replenishPlans.nextOrderDate, input.today)),
              and(eq(replenishPlans.status, 'NeedsAttention'), lte(replenishPlans.nextRetryAt, input.now)),
            ),
            or(isNull(replenishPlans.claimedUntil), lt(replenishPlans.claimedUntil, input.now)),
          ),
        )
        .orderBy(asc(replenishPlans.nextOrderDate), asc(replenishPlans.cartId))
        .limit(input.limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(replenishPlans)
        .set({ claimedUntil: new Date(input.now.getTime() + input.leaseMs) })
        .where(inArray(replenishPlans.cartId, due))
        .returning();
      return withLines(claimed);
    },

    /** Gives a claimed plan back before its lease ends. */
    async release(cartId: string): Promise<void> {
      await db.update(replenishPlans).set({ claimedUntil: null }).where(eq(replenishPlans.cartId, cartId));
    },

    /**
     * After the order for a date is placed (call it in the order's transaction): the plan moves to its next dates,
     * any attention ends, the retries are full again and the lease is released.
     */
    async markPlaced(
      cartId: string,
      next: { nextOrderDate: string; scheduleAnchor: string; at: Date },
    ): Promise<ReplenishPlanRecord | undefined> {
      const [plan] = await db
        .update(replenishPlans)
        .set({
          nextOrderDate: next.nextOrderDate,
          scheduleAnchor: next.scheduleAnchor,
          isSkipped: false,
          status: sql`case when ${replenishPlans.status} = 'NeedsAttention' then 'Active' else ${replenishPlans.status} end`,
          attentionReason: null,
          attentionMessage: null,
          attentionSince: null,
          retriesLeft: 3,
          nextRetryAt: null,
          claimedUntil: null,
          version: sql`${replenishPlans.version} + 1`,
          lastModifiedAt: next.at,
        })
        .where(eq(replenishPlans.cartId, cartId))
        .returning();
      return plan;
    },

    /** A run that placed nothing: the plan needs attention (since its first failure) and the lease is released. */
    async markAttention(cartId: string, attention: ReplenishAttention): Promise<ReplenishPlanRecord | undefined> {
      const [plan] = await db
        .update(replenishPlans)
        .set({
          status: 'NeedsAttention',
          attentionReason: attention.reason,
          attentionMessage: attention.message,
          attentionSince: sql`coalesce(${replenishPlans.attentionSince}, ${attention.at.toISOString()}::timestamptz)`,
          retriesLeft: attention.retriesLeft,
          nextRetryAt: attention.nextRetryAt,
          claimedUntil: null,
          version: sql`${replenishPlans.version} + 1`,
          lastModifiedAt: attention.at,
        })
        .where(eq(replenishPlans.cartId, cartId))
        .returning();
      return plan;
    },
  };
}

export type ReplenishPlanRepository = ReturnType<typeof replenishPlanRepository>;
