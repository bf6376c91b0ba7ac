import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../connection';
import * as schema from '../schema';
import { testDatabaseTargets } from '../testing';
import { createOrder, orderRepository, type NewOrder, type NewOrderLine } from './orders';
import { orderExportRepository } from './orders-export';

const day = 86_400_000;
const now = new Date('2026-03-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

const line = (sku: string, quantity: number, price: number, extra: Partial<NewOrderLine> = {}): NewOrderLine => ({
  sku,
  itemNumber: sku.replace(/\D/g, ''),
  uom: 'BX',
  name: { 'en-US': `Product ${sku}` },
  quantity,
  priceCentAmount: price,
  priceChannel: 'retail',
  ...extra,
});

describe.each(testDatabaseTargets())('orders repository on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    db = database.db;
  });
  afterAll(async () => {
    await dispose?.();
  });

  async function customerInOffice() {
    const [office] = await db
      .insert(schema.businessUnits)
      .values({ key: `office-${randomUUID()}`, name: 'Office' })
      .returning();
    const [customer] = await db
      .insert(schema.customers)
      .values({ email: `${randomUUID()}@example.com`, passwordHash: 'x' })
      .returning();
    await db.insert(schema.customerBusinessUnits).values({ customerId: customer!.id, businessUnitId: office!.id });
    return { customerId: customer!.id, officeId: office!.id };
  }

  const newOrder = (
    owner: { customerId: string; officeId: string },
    completedAt: Date,
    lines: NewOrderLine[] = [line('CS-1-BX', 2, 1000)],
    cartId = randomUUID(),
  ): NewOrder => ({
    cartId,
    customerId: owner.customerId,
    businessUnitId: owner.officeId,
    totals: {
      handlingFee: 599,
      minimumOrderFee: 949,
      hazardousFee: 0,
      refrigeratedFee: 0,
      excessiveWeightFee: 0,
      total: 3548,
    },
    payment: {
      method: 'card',
      cardId: randomUUID(),
      brand: 'visa',
      last4: '1111',
      gatewayAuthorizationId: 'sbx_auth_1',
    },
    lines,
    completedAt,
  });
  const place = (order: NewOrder) => db.transaction((tx) => createOrder(tx, order));

  it('creates the order with numbered lines, first status and an export outbox row; order numbers come from a sequence', async () => {
    const owner = await customerInOffice();
    const first = await place(
      newOrder(owner, daysAgo(1), [line('CS-1-BX', 2, 1000), line('CS-2-CS', 1, 2599, { backorderedQuantity: 1 })]),
    );
    const second = await place(newOrder(owner, daysAgo(0)));
    if (first.outcome !== 'created' || second.outcome !== 'created')
      throw new Error('expected both orders to be created');
    expect(first.order.order).toMatchObject({
      orderState: 'Open',
      shipmentState: 'Pending',
      paymentState: 'Pending',
      subtotalCentAmount: 4599,
      totalCentAmount: 3548,
      processedByErp: false,
    });
    expect(
      first.order.lines.map((row) => [row.position, row.sku, row.totalCentAmount, row.backorderedQuantity]),
    ).toEqual([
      [0, 'CS-1-BX', 2000, 0],
      [1, 'CS-2-CS', 2599, 1],
    ]);
    expect(first.order.history.map((entry) => entry.state)).toEqual(['Open']);
    expect(first.order.order.orderNumber).toMatch(/^CS\d{7}$/);
    expect(Number(second.order.order.orderNumber.slice(2))).toBeGreaterThan(
      Number(first.order.order.orderNumber.slice(2)),
    );
    expect(await orderExportRepository(db).find(first.order.order.id)).toMatchObject({ attempts: 0, exportedAt: null });
  });

  it('creates one order per cart: a second create names the first order and adds nothing', async () => {
    const owner = await customerInOffice();
    const cartId = randomUUID();
    const first = await place(newOrder(owner, daysAgo(1), undefined, cartId));
    const again = await place(newOrder(owner, daysAgo(0), [line('CS-9-BX', 5, 100)], cartId));
    expect(first.outcome).toBe('created');
    expect(again).toEqual({
      outcome: 'cart-already-ordered',
      orderId: first.outcome === 'created' ? first.order.order.id : '',
    });
    expect(await db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId))).toHaveLength(1);
  });

  it('lets exactly one of concurrent placements of the same cart create the order', async () => {
    const owner = await customerInOffice();
    const cartId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => place(newOrder(owner, daysAgo(0), undefined, cartId))),
    );
    expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
    const [stored] = await db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId));
    expect(
      results
        .filter((result) => result.outcome === 'cart-already-ordered')
        .map((result) => (result as { orderId: string }).orderId),
    ).toEqual(Array(7).fill(stored!.id));
    expect(await db.select().from(schema.orderExports).where(eq(schema.orderExports.orderId, stored!.id))).toHaveLength(
      1,
    );
  });

  it('leaves neither order nor export row behind when the placing transaction rolls back', async () => {
    const owner = await customerInOffice();
    const cartId = randomUUID();
    await expect(
      db.transaction(async (tx) => {
        await createOrder(tx, newOrder(owner, daysAgo(0), undefined, cartId));
        throw new Error('card declined after all');
      }),
    ).rejects.toThrow('card declined');
    expect(await db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId))).toEqual([]);
  });

  it("lists a customer's orders inside the window, newest modified first; reads only the owner's order", async () => {
    const owner = await customerInOffice();
    const other = await customerInOffice();
    const old = await place(newOrder(owner, daysAgo(101)));
    const mid = await place(newOrder(owner, daysAgo(50)));
    const recent = await place(newOrder(owner, daysAgo(2)));
    await place(newOrder(other, daysAgo(1)));
    const id = (result: Awaited<ReturnType<typeof place>>) =>
      result.outcome === 'created' ? result.order.order.id : '';
    const orders = orderRepository(db);
    const page = await orders.listForCustomer(owner.customerId, daysAgo(100), {
      sort: [],
      limit: 500,
      offset: 0,
      withTotal: true,
    });
    expect(page.rows.map((row) => row.order.id)).toEqual([id(recent), id(mid)]);
    expect(page.total).toBe(2);
    expect(page.rows[0]!.lines).toHaveLength(1);
    expect(await orders.findForCustomer(owner.customerId, id(old))).toBeDefined();
    expect(await orders.findForCustomer(other.customerId, id(old))).toBeUndefined();
  });

  it('aggregates recently bought items by sku over the window, skipping cancelled and older orders', async () => {
    const owner = await customerInOffice();
    await place(newOrder(owner, daysAgo(120), [line('CS-OLD-BX', 9, 100)]));
    await place(newOrder(owner, daysAgo(30), [line('CS-A-BX', 2, 100), line('CS-B-BX', 1, 100)]));
    await place(newOrder(owner, daysAgo(3), [line('CS-A-BX', 3, 120, { name: { 'en-US': 'Renamed A' } })]));
    const cancelled = await place(newOrder(owner, daysAgo(1), [line('CS-C-BX', 4, 100)]));
    if (cancelled.outcome === 'created')
      await db
        .update(schema.orders)
        .set({ orderState: 'Cancelled' })
        .where(eq(schema.orders.id, cancelled.order.order.id));
    const { items, total } = await orderRepository(db).recentItems(owner.customerId, daysAgo(100), {
      limit: 100,
      offset: 0,
    });
    expect(total).toBe(2);
    expect(items.map((item) => [item.sku, item.totalQuantity, item.orderCount, item.name['en-US']])).toEqual([
      ['CS-A-BX', 5, 2, 'Renamed A'],
      ['CS-B-BX', 1, 1, 'Product CS-B-BX'],
    ]);
    expect(items[0]!.lastOrderedAt.toISOString()).toBe(daysAgo(3).toISOString());
    const second = await orderRepository(db).recentItems(owner.customerId, daysAgo(100), { limit: 1, offset: 1 });
    expect(second.items.map((item) => item.sku)).toEqual(['CS-B-BX']);
  });

  it('claims due exports with a lease, marks them processed_by_erp, and reschedules failures', async () => {
    const owner = await customerInOffice();
    const outbox = orderExportRepository(db);
    // Drain whatever earlier tests left due.
    for (const claim of await outbox.claimDue({
      now: new Date(now.getTime() + 365 * day),
      limit: 1000,
      leaseMs: 60_000,
    }))
      await outbox.markExported(claim.orderId, now);
    const a = await place(newOrder(owner, daysAgo(0)));
    const b = await place(newOrder(owner, daysAgo(0)));
    const ids = [a, b].map((result) => (result.outcome === 'created' ? result.order.order.id : '')).sort();
    const claimed = await outbox.claimDue({ now, limit: 10, leaseMs: 60_000 });
    expect(claimed.map((claim) => claim.orderId).sort()).toEqual(ids);
    expect(claimed.every((claim) => claim.attempts === 1)).toBe(true);
    // Leased: nobody else gets them until the lease ends.
    expect(await outbox.claimDue({ now: new Date(now.getTime() + 30_000), limit: 10, leaseMs: 60_000 })).toEqual([]);
    await outbox.markExported(ids[0]!, now);
    await outbox.markFailed(ids[1]!, 'ERP answered 503', new Date(now.getTime() + 120_000));
    const [exported] = await db.select().from(schema.orders).where(eq(schema.orders.id, ids[0]!));
    expect(exported).toMatchObject({ processedByErp: true, processedByErpAt: now, version: 2 });
    expect(await outbox.find(ids[1]!)).toMatchObject({
      lastError: 'ERP answered 503',
      lockedUntil: null,
      exportedAt: null,
    });
    expect(await outbox.claimDue({ now: new Date(now.getTime() + 119_000), limit: 10, leaseMs: 60_000 })).toEqual([]);
    expect(await outbox.claimDue({ now: new Date(now.getTime() + 120_000), limit: 10, leaseMs: 60_000 })).toEqual([
      { orderId: ids[1], attempts: 2 },
    ]);
  });

  it('never hands the same export to two concurrent claimers', async () => {
    const owner = await customerInOffice();
    const outbox = orderExportRepository(db);
    const later = new Date(now.getTime() + 400 * day);
    for (const claim of await outbox.claimDue({ now: later, limit: 1000, leaseMs: 60_000 }))
      await outbox.markExported(claim.orderId, later);
    for (let n = 0; n < 12; n += 1) await place(newOrder(owner, daysAgo(0)));
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => outbox.claimDue({ now: later, limit: 5, leaseMs: 60_000 })),
    );
    const all = claims.flat().map((claim) => claim.orderId);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(12);
  });
});
