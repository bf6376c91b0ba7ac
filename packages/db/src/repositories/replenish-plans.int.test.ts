import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { testDatabaseTargets } from '../testing';
import { replenishPlanRepository, type ReplenishPlanWithLines } from './replenish-plans';
import { violatedUniqueIndex } from './shopping-lists';

const now = new Date('2026-11-24T15:00:00Z');
const today = '2026-11-24';
const hour = 3_600_000;

describe.each(testDatabaseTargets())('replenish plans repository on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let customerId: string;
  let businessUnitId: string;

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    const [office] = await database.db
      .insert(schema.businessUnits)
      .values({ key: 'plan-office', name: 'Plan Office' })
      .returning();
    const [customer] = await database.db
      .insert(schema.customers)
      .values({ email: 'plans@example.com', passwordHash: 'x' })
      .returning();
    businessUnitId = office!.id;
    customerId = customer!.id;
  });
  afterAll(async () => {
    await dispose?.();
  });

  const create = (nextOrderDate: string, status: 'Active' | 'Paused' = 'Active') =>
    replenishPlanRepository(database.db).create({
      cart: { customerId, businessUnitId },
      plan: {
        status,
        planDays: 28,
        nextOrderDate,
        scheduleAnchor: nextOrderDate,
        paymentType: 'Net30',
        shippingAddressId: 'addr-1',
      },
      lines: [
        {
          productId: randomUUID(),
          productType: 'dental-supply',
          name: { 'en-US': 'Gloves' },
          variantId: 1,
          sku: `SKU-${randomUUID()}`,
          itemNumber: '100',
          uom: 'CS',
          quantity: 2,
          priceId: randomUUID(),
          centAmount: 1000,
          priceChannel: 'retail',
          customFields: { replenished: true, days_replenished: 28, skip_next: false, substitutions_allowed: false },
        },
      ],
      at: now,
    });
  const ids = (plans: ReplenishPlanWithLines[]) => plans.map(({ plan }) => plan.cartId).sort();

  it('creates the Merchant cart, the plan and its lines together', async () => {
    const { plan, lines } = await create('2026-12-01');
    const [cart] = await database.db.select().from(schema.carts).where(eq(schema.carts.id, plan.cartId));
    expect(cart).toMatchObject({ origin: 'Merchant', customerId, businessUnitId });
    expect(lines).toHaveLength(1);
    expect(plan).toMatchObject({ version: 1, status: 'Active', retriesLeft: 3, claimedUntil: null });
    const found = await replenishPlanRepository(database.db).findOwned(plan.cartId, customerId);
    expect(found?.lines.map((line) => line.id)).toEqual(lines.map((line) => line.id));
    expect(await replenishPlanRepository(database.db).findOwned(plan.cartId, randomUUID())).toBeUndefined();
  });

  it('claims each due plan once among racing workers, until the lease runs out or it is released', async () => {
    const plans = replenishPlanRepository(database.db);
    const due = await Promise.all([create(today), create('2026-11-20'), create(today), create(today), create(today)]);
    await create('2026-11-25');
    await create(today, 'Paused');
    const claim = (at: Date, limit = 3) => plans.claimDue({ today, now: at, leaseMs: hour, limit });
    const [first, second] = await Promise.all([claim(now), claim(now)]);
    expect(first!.length + second!.length).toBe(5);
    expect([...ids(first!), ...ids(second!)].sort()).toEqual(due.map(({ plan }) => plan.cartId).sort());
    expect(first![0]!.lines).toHaveLength(1);
    expect(await claim(new Date(now.getTime() + hour / 2), 10)).toEqual([]);

    await plans.release(due[0]!.plan.cartId);
    expect(ids(await claim(new Date(now.getTime() + hour / 2), 10))).toEqual([due[0]!.plan.cartId]);
    // A crashed worker's leases run out: the plans come back.
    expect(await claim(new Date(now.getTime() + 2 * hour), 10)).toHaveLength(5);
  });

  it('moves a placed plan on, and records attention and its retry', async () => {
    const plans = replenishPlanRepository(database.db);
    const { plan } = await create('2026-11-23');
    const failed = await plans.markAttention(plan.cartId, {
      reason: 'CardDeclined',
      message: 'Your card was declined.',
      retriesLeft: 3,
      nextRetryAt: new Date(now.getTime() + 24 * hour),
      at: now,
    });
    expect(failed).toMatchObject({ status: 'NeedsAttention', version: 2, attentionSince: now, retriesLeft: 3 });
    const again = await plans.markAttention(plan.cartId, {
      reason: 'CardDeclined',
      message: 'Your card was declined.',
      retriesLeft: 2,
      nextRetryAt: new Date(now.getTime() + 48 * hour),
      at: new Date(now.getTime() + 24 * hour),
    });
    expect(again).toMatchObject({ attentionSince: now, retriesLeft: 2, version: 3 });
    const retry = await plans.claimDue({
      today: '2026-11-26',
      now: new Date(now.getTime() + 48 * hour),
      leaseMs: hour,
      limit: 100,
    });
    expect(ids(retry)).toContain(plan.cartId);

    const placed = await plans.markPlaced(plan.cartId, {
      nextOrderDate: '2026-12-21',
      scheduleAnchor: '2026-12-21',
      at: now,
    });
    expect(placed).toMatchObject({
      status: 'Active',
      nextOrderDate: '2026-12-21',
      attentionReason: null,
      attentionSince: null,
      retriesLeft: 3,
      nextRetryAt: null,
      claimedUntil: null,
      version: 4,
    });
  });

  it('writes only at the version read, and copies a new interval to the lines', async () => {
    const plans = replenishPlanRepository(database.db);
    const { plan } = await create('2026-12-01');
    const written = await plans.write({
      plan,
      changes: { planDays: 14 },
      at: now,
      deletedLineIds: [],
      writtenLines: [],
    });
    expect(written?.version).toBe(2);
    expect(
      await plans.write({ plan, changes: { planDays: 7 }, at: now, deletedLineIds: [], writtenLines: [] }),
    ).toBeUndefined();
    const lines = await plans.linesOf([plan.cartId]);
    expect(lines[0]!.customFields.days_replenished).toBe(14);
    await plans.write({
      plan: written!,
      changes: { status: 'Deleted' },
      at: now,
      deletedLineIds: [],
      writtenLines: [],
    });
    expect(await plans.findOwned(plan.cartId, customerId)).toBeUndefined();
  });

  it('allows one order per plan and date', async () => {
    const { plan } = await create('2026-12-01');
    const order = () => ({
      customerId,
      businessUnitId,
      cartId: randomUUID(),
      subtotalCentAmount: 100,
      handlingFeeCentAmount: 0,
      minimumOrderFeeCentAmount: 0,
      totalCentAmount: 100,
      paymentMethod: 'on-account' as const,
      completedAt: now,
      replenishPlanId: plan.cartId,
      replenishDate: '2026-12-01',
    });
    await database.db.insert(schema.orders).values(order());
    const error = await database.db
      .insert(schema.orders)
      .values(order())
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(violatedUniqueIndex(error)).toBe('orders_replenish_slot_uq');
    await database.db.insert(schema.orders).values({ ...order(), replenishDate: '2026-12-29' });
    expect(
      (await replenishPlanRepository(database.db).history(plan.cartId)).map((row) => row.scheduledDate).sort(),
    ).toEqual(['2026-12-01', '2026-12-29']);
  });
});
