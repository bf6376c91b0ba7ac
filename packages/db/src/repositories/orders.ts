import { initialOrderStates } from '@chairside/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, max, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { orderExports, orderLineItems, orders, orderStatusHistory } from '../schema';
import type { CartAddressSnapshot, LocalizedString, OrderAddressSnapshot } from '../schema';
import { queryPage, type PageRequest } from './paged-query';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLineItems.$inferSelect;
export type OrderStatusRecord = typeof orderStatusHistory.$inferSelect;

/** An order with its lines (in cart order) and, for the detail view, its status history (oldest first). */
export interface OrderDetails {
  order: OrderRecord;
  lines: OrderLineRecord[];
  history: OrderStatusRecord[];
}

export type NewOrderLine = Omit<typeof orderLineItems.$inferInsert, 'id' | 'orderId' | 'position' | 'totalCentAmount'>;

export type OrderPayment =
  | { method: 'on-account' }
  | { method: 'card'; cardId: string; brand: string; last4: string; gatewayAuthorizationId: string };

export interface OrderTotals {
  handlingFee: number;
  minimumOrderFee: number;
  hazardousFee: number;
  refrigeratedFee: number;
  excessiveWeightFee: number;
  /** The order total as the API computed it (spec §9 formula). */
  total: number;
}

/** What order placement hands over: the repriced cart's snapshot. Line and sub totals are derived here. */
export interface NewOrder {
  cartId: string;
  customerId: string;
  customerEmail?: string | null;
  businessUnitId: string;
  purchaseOrderNumber?: string | null;
  shippingAccountNumber?: string | null;
  billingAccountNumber?: string | null;
  shippingAddress?: OrderRecord['shippingAddress'];
  billingAddress?: OrderRecord['billingAddress'];
  shippingMethod?: OrderRecord['shippingMethod'];
  discountCodes?: OrderRecord['discountCodes'];
  totals: OrderTotals;
  payment: OrderPayment;
  lines: NewOrderLine[];
  completedAt: Date;
  paymentState?: OrderRecord['paymentState'];
  shipmentState?: OrderRecord['shipmentState'];
  /** The REPLENISH plan and date the order is for: unique together, so a second order of the slot fails. */
  replenish?: { planId: string; date: string };
  /** The office's ASAP loyalty terms the lines were priced with (issue 19). */
  loyalty?: OrderRecord['loyalty'];
  /** The sales representative who placed it for the customer (issue 18). */
  placedBy?: OrderPlacedBy | null;
}

/** A representative's account as an order keeps it: copied, so the order still says who after the account is gone. */
export interface OrderPlacedBy {
  id: string;
  email: string;
  name: string | null;
}

export type CreateOrderResult =
  { outcome: 'created'; order: OrderDetails } | { outcome: 'cart-already-ordered'; orderId: string };

export type OrderSortField = 'id' | 'orderNumber' | 'createdAt' | 'lastModifiedAt' | 'completedAt';

export interface RecentItemRecord {
  sku: string;
  itemNumber: string | null;
  uom: string | null;
  name: LocalizedString;
  productId: string | null;
  productSlug: LocalizedString | null;
  imageUrl: string | null;
  totalQuantity: number;
  orderCount: number;
  lastOrderedAt: Date;
}

const orderPage = {
  sortColumns: {
    id: sql`${orders.id}`,
    orderNumber: sql`${orders.orderNumber}`,
    createdAt: sql`${orders.createdAt}`,
    lastModifiedAt: sql`${orders.lastModifiedAt}`,
    completedAt: sql`${orders.completedAt}`,
  },
  defaultSort: [{ field: 'lastModifiedAt' as const, direction: 'desc' as const }],
  tieBreaker: 'id' as const,
};

const paymentColumns = (payment: OrderPayment) =>
  payment.method === 'card'
    ? {
        paymentMethod: 'card' as const,
        cardId: payment.cardId,
        cardBrand: payment.brand,
        cardLast4: payment.last4,
        gatewayAuthorizationId: payment.gatewayAuthorizationId,
      }
    : { paymentMethod: 'on-account' as const };

/** The order's copy of a cart address: the cart keeps unset fields as null, the order leaves them out. */
export function orderAddressFromCart(address: CartAddressSnapshot): OrderAddressSnapshot {
  const text = (value: string | null) => value ?? undefined;
  return {
    id: address.id,
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    company: text(address.company),
    streetName: text(address.streetName),
    streetNumber: text(address.streetNumber),
    apartment: text(address.apartment),
    additionalStreetInfo: text(address.additionalStreetInfo),
    postalCode: text(address.postalCode),
    city: text(address.city),
    state: text(address.state),
    country: address.country,
    phone: text(address.phone),
    shippingAccountNumber: text(address.shippingAccountNumber),
    hasActiveDeaLicense: address.hasActiveDeaLicense,
  };
}

/**
 * Creates a placed order inside the caller's transaction (POST /ct/hs-orders), with its lines, its
 * first status, and its ERP export outbox row, so the order and its export commit or fail together.
 * The cart id is unique: a second order for the same cart creates nothing and names the existing
 * order (the insert waits for a concurrent one to commit, so exactly one wins).
 */
export async function createOrder(tx: Db, input: NewOrder): Promise<CreateOrderResult> {
  if (input.lines.length === 0) throw new Error('createOrder: an order needs at least one line');
  const lines = input.lines.map((line, position) => ({
    ...line,
    position,
    totalCentAmount: line.priceCentAmount * line.quantity,
  }));
  const subtotal = lines.reduce((total, line) => total + line.totalCentAmount, 0);
  const loyaltySaving = lines.reduce((total, line) => total + (line.loyaltySavingCentAmount ?? 0) * line.quantity, 0);
  const { totals } = input;
  const initial = initialOrderStates(input.payment.method);
  const [order] = await tx
    .insert(orders)
    .values({
      cartId: input.cartId,
      customerId: input.customerId,
      customerEmail: input.customerEmail ?? null,
      businessUnitId: input.businessUnitId,
      orderState: initial.orderState,
      shipmentState: input.shipmentState ?? initial.shipmentState,
      paymentState: input.paymentState ?? initial.paymentState,
      purchaseOrderNumber: input.purchaseOrderNumber ?? null,
      shippingAccountNumber: input.shippingAccountNumber ?? null,
      billingAccountNumber: input.billingAccountNumber ?? null,
      shippingAddress: input.shippingAddress ?? null,
      billingAddress: input.billingAddress ?? null,
      shippingMethod: input.shippingMethod ?? null,
      discountCodes: input.discountCodes ?? [],
      subtotalCentAmount: subtotal,
      handlingFeeCentAmount: totals.handlingFee,
      minimumOrderFeeCentAmount: totals.minimumOrderFee,
      hazardousFeeCentAmount: totals.hazardousFee,
      refrigeratedFeeCentAmount: totals.refrigeratedFee,
      excessiveWeightFeeCentAmount: totals.excessiveWeightFee,
      totalCentAmount: totals.total,
      ...paymentColumns(input.payment),
      replenishPlanId: input.replenish?.planId ?? null,
      replenishDate: input.replenish?.date ?? null,
      placedById: input.placedBy?.id ?? null,
      placedByEmail: input.placedBy?.email ?? null,
      placedByName: input.placedBy?.name ?? null,
      loyalty: input.loyalty ?? null,
      loyaltySavingCentAmount: loyaltySaving,
      completedAt: input.completedAt,
      createdAt: input.completedAt,
      lastModifiedAt: input.completedAt,
    })
    .onConflictDoNothing({ target: orders.cartId })
    .returning();
  if (!order) {
    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.cartId, input.cartId));
    return { outcome: 'cart-already-ordered', orderId: existing!.id };
  }
  // Sent together: PostgreSQL pipelines them on the transaction's connection (one round trip, not three).
  const [storedLines, history] = await Promise.all([
    tx
      .insert(orderLineItems)
      .values(lines.map((line) => ({ ...line, orderId: order.id })))
      .returning(),
    tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, state: initial.orderState, at: input.completedAt, note: 'Order placed' })
      .returning(),
    tx
      .insert(orderExports)
      .values({ orderId: order.id, nextAttemptAt: input.completedAt, createdAt: input.completedAt }),
  ]);
  return { outcome: 'created', order: { order, lines: storedLines.sort((a, b) => a.position - b.position), history } };
}

/** Lines (and, when asked, status history) of several orders, attached in the orders' order. */
async function withDetails(db: Db, rows: OrderRecord[], options: { history: boolean }): Promise<OrderDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(inArray(orderLineItems.orderId, ids))
      .orderBy(asc(orderLineItems.orderId), asc(orderLineItems.position)),
    options.history
      ? db
          .select()
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.orderId, ids))
          .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
      : [],
  ]);
  const group = <T extends { orderId: string }>(items: T[]) => {
    const byOrder = new Map<string, T[]>();
    for (const item of items) {
      const group = byOrder.get(item.orderId);
      if (group) group.push(item);
      else byOrder.set(item.orderId, [item]);
    }
    return byOrder;
  };
  const linesByOrder = group(lines);
  const historyByOrder = group(history);
  return rows.map((order) => ({
    order,
    lines: linesByOrder.get(order.id) ?? [],
    history: historyByOrder.get(order.id) ?? [],
  }));
}

/**
 * Orders of customers and offices. Every read names the customer or the office, so an order id
 * of someone else finds nothing (per-resource authorisation lives in the query).
 */
export function orderRepository(db: Db) {
  return {
    /**
     * GET me/orders: the customer's orders modified after `modifiedAfter`, matching `where`, sorted and paged, with
     * lines.
     */
    async listForCustomer(
      customerId: string,
      modifiedAfter: Date,
      request: PageRequest<OrderSortField>,
    ): Promise<{ rows: OrderDetails[]; total?: number }> {
      const where = and(eq(orders.customerId, customerId), gt(orders.lastModifiedAt, modifiedAfter), request.where);
      const { rows, total } = await queryPage(db, orders, orderPage, { ...request, where });
      return { rows: await withDetails(db, rows, { history: false }), ...(total !== undefined ? { total } : {}) };
    },

    /** One of the customer's orders with lines and status history; undefined for anyone else's. */
    async findForCustomer(customerId: string, id: string): Promise<OrderDetails | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
      return order ? (await withDetails(db, [order], { history: true }))[0] : undefined;
    },

    /** Any order by id, with lines and history (the ERP export; never for customer-facing reads). */
    async findById(id: string): Promise<OrderDetails | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      return order ? (await withDetails(db, [order], { history: true }))[0] : undefined;
    },

    /** The order row locked until the transaction ends (state changes). */
    async lock(id: string): Promise<OrderRecord | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return order;
    },

    /**
     * Stores new states (and tracking numbers) of an order the transaction has locked, one version up, and appends
     * each change to the status history at `at`.
     */
    async changeStates(
      order: OrderRecord,
      states: Partial<Pick<OrderRecord, 'orderState' | 'shipmentState' | 'paymentState' | 'trackingNumbers'>>,
      entries: { state: string; note: string | null }[],
      at: Date,
    ): Promise<OrderRecord> {
      const [[updated]] = await Promise.all([
        db
          .update(orders)
          .set({ ...states, version: order.version + 1, lastModifiedAt: at })
          .where(eq(orders.id, order.id))
          .returning(),
        entries.length === 0
          ? Promise.resolve()
          : db.insert(orderStatusHistory).values(entries.map((entry) => ({ orderId: order.id, at, ...entry }))),
      ]);
      return updated!;
    },

    /** GET mw/orders: the office's orders, completedAt newest first, paged, with lines and the total count. */
    async listForOffice(
      businessUnitId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: OrderDetails[]; total: number }> {
      const where = eq(orders.businessUnitId, businessUnitId);
      const [rows, [counted]] = await Promise.all([
        page.limit === 0
          ? []
          : db
              .select()
              .from(orders)
              .where(where)
              .orderBy(desc(orders.completedAt), desc(orders.id))
              .limit(page.limit)
              .offset(page.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows: await withDetails(db, rows, { history: false }), total: counted?.total ?? 0 };
    },

    /**
     * GET ct/recent-items: what the customer bought in orders completed since `since`, one row per
     * sku (quantities summed), most recently bought first; cancelled orders do not count.
     */
    async recentItems(
      customerId: string,
      since: Date,
      page: { limit: number; offset: number },
    ): Promise<{ items: RecentItemRecord[]; total: number }> {
      const bought = and(
        eq(orders.customerId, customerId),
        gte(orders.completedAt, since),
        sql`${orders.orderState} <> 'Cancelled'`,
      ) as SQL;
      // The newest line of each sku names it (names and slugs may change between orders).
      const latest = db
        .selectDistinctOn([orderLineItems.sku], {
          sku: orderLineItems.sku,
          itemNumber: orderLineItems.itemNumber,
          uom: orderLineItems.uom,
          name: orderLineItems.name,
          productId: orderLineItems.productId,
          productSlug: orderLineItems.productSlug,
          imageUrl: orderLineItems.imageUrl,
        })
        .from(orderLineItems)
        .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
        .where(bought)
        .orderBy(orderLineItems.sku, desc(orders.completedAt), desc(orders.id))
        .as('latest');
      const totals = db
        .select({
          sku: sql<string>`${orderLineItems.sku}`.as('total_sku'),
          totalQuantity: sum(orderLineItems.quantity).as('total_quantity'),
          orderCount: sql<number>`count(distinct ${orderLineItems.orderId})`.as('order_count'),
          lastOrderedAt: max(orders.completedAt).as('last_ordered_at'),
        })
        .from(orderLineItems)
        .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
        .where(bought)
        .groupBy(orderLineItems.sku)
        .as('totals');
      const [rows, [counted]] = await Promise.all([
        page.limit === 0
          ? []
          : db
              .select({
                sku: latest.sku,
                itemNumber: latest.itemNumber,
                uom: latest.uom,
                name: latest.name,
                productId: latest.productId,
                productSlug: latest.productSlug,
                imageUrl: latest.imageUrl,
                totalQuantity: totals.totalQuantity,
                orderCount: totals.orderCount,
                lastOrderedAt: totals.lastOrderedAt,
              })
              .from(latest)
              .innerJoin(totals, eq(totals.sku, latest.sku))
              .orderBy(desc(totals.lastOrderedAt), asc(latest.sku))
              .limit(page.limit)
              .offset(page.offset),
        db
          .select({ total: sql<number>`count(distinct ${orderLineItems.sku})` })
          .from(orderLineItems)
          .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
          .where(bought),
      ]);
      return {
        items: rows.map((row) => ({
          ...row,
          totalQuantity: Number(row.totalQuantity ?? 0),
          orderCount: Number(row.orderCount),
          lastOrderedAt: new Date(row.lastOrderedAt as unknown as string | Date),
        })),
        total: Number(counted?.total ?? 0),
      };
    },
  };
}
