import { orderSchema } from '@chairside/contracts';
import { orderRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { and, eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { outboxMailer } from '../modules/mail/mailer';
import { checkoutFixture, controllableGateway, type CheckoutFixture } from '../modules/checkout/checkout.test-fixture';
import { replenishReminders } from '../modules/plans/runs/reminders';
import { replenishRunner } from '../modules/plans/runs/replenish-runner';
import { planOf as planRunFixture, planOrders, type PlanSettings } from '../modules/plans/runs/plan-run.test-fixture';
import { toErpDocument } from './order-export-document';
import { replenishJob } from './replenish';
import { until } from '../../test/until';

const timeZone = 'America/New_York';
/** Noon in New York on the date. */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

describe.each(testDatabaseTargets())('REPLENISH scheduler ($name)', (target) => {
  let api: TestApi;
  let f: CheckoutFixture;
  const gateway = controllableGateway(10_000);
  const job = () => {
    const log = pino({ level: 'silent' });
    const mailer = outboxMailer(api.db);
    const runner = replenishRunner(api.db, gateway.gateway, {
      mailer,
      log,
      timeZone,
      storefrontUrl: 'http://shop.test',
    });
    const reminders = replenishReminders(api.db, {
      mailer,
      timeZone,
      daysBefore: 3,
      storefrontUrl: 'http://shop.test',
    });
    return replenishJob(api.db, runner, reminders, log, {
      intervalMs: 60_000,
      batchSize: 5,
      concurrency: 2,
      leaseMs: 60_000,
      timeZone,
    });
  };

  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: gateway.wrap });
    f = await checkoutFixture(api);
    await f.setStock(f.skus.gloves, 1000);
  });
  afterAll(() => api?.close());

  const planOf = (
    office: { id: string },
    address: string,
    plan: PlanSettings,
    lines: Record<string, number> = { [f.skus.gloves]: 2 },
  ) => planRunFixture(api, f, office, address, plan, lines);

  const ordersOf = (planId: string) => planOrders(api, planId);
  const planRow = async (planId: string) =>
    (await api.db.select().from(schema.replenishPlans).where(eq(schema.replenishPlans.cartId, planId)))[0]!;
  const mailsTo = (email: string, subject: string) =>
    api.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, email), like(schema.mailOutbox.subject, `%${subject}%`)));

  it('places exactly one order for a due plan at the replenish price, and the plan moves to its next date', async () => {
    const { planId, customer, headers } = await planOf(f.offices.terms, 'ordT0001', { nextOrderDate: '2026-11-24' });
    await job().run(noonOn('2026-11-24'));
    await job().run(noonOn('2026-11-24'));

    const orders = await ordersOf(planId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ replenishDate: '2026-11-24', paymentMethod: 'on-account' });
    const lines = await api.db
      .select()
      .from(schema.orderLineItems)
      .where(eq(schema.orderLineItems.orderId, orders[0]!.id));
    // Retail 20.00 is the best price: 3% off.
    expect(lines.map((line) => [line.quantity, line.priceCentAmount])).toEqual([[2, 1940]]);
    const cartLines = await api.db
      .select()
      .from(schema.cartLineItems)
      .where(eq(schema.cartLineItems.cartId, orders[0]!.cartId));
    expect(cartLines[0]!.customFields).toEqual({ replenished: true, days_replenished: 30 });
    // Spec §3 line fields on the order itself: its API reply and the ERP document carry them.
    expect(lines.map((line) => [line.replenished, line.daysReplenished])).toEqual([[true, 30]]);
    const reply = await f.call(headers, 'GET', `/aces/me/orders/${orders[0]!.id}`);
    const order = orderSchema.parse(await reply.json());
    expect(order.lineItems[0]!.custom.fields).toMatchObject({ replenished: true, days_replenished: 30 });
    const document = toErpDocument((await orderRepository(api.db).findById(orders[0]!.id))!);
    expect(document.lines[0]).toMatchObject({ replenished: true, daysReplenished: 30 });
    expect(await planRow(planId)).toMatchObject({ nextOrderDate: '2026-12-24', status: 'Active', claimedUntil: null });
    await until(async () => (await mailsTo(customer.email, orders[0]!.orderNumber)).length > 0);
    expect(await mailsTo(customer.email, orders[0]!.orderNumber)).toHaveLength(1);
    const [exported] = await api.db
      .select()
      .from(schema.orderExports)
      .where(eq(schema.orderExports.orderId, orders[0]!.id));
    expect(exported).toBeDefined();
  });

  it('two workers racing for the same due plans place one order each', async () => {
    const plans = await Promise.all(
      Array.from({ length: 6 }, () => planOf(f.offices.terms, 'ordT0001', { nextOrderDate: '2026-11-20' })),
    );
    await Promise.all([job().run(noonOn('2026-11-24')), job().run(noonOn('2026-11-24'))]);
    for (const { planId } of plans) expect(await ordersOf(planId)).toHaveLength(1);
  });

  it('after the clock jumps over several intervals: one order for the newest date, the missed ones mailed', async () => {
    const { planId, customer } = await planOf(f.offices.terms, 'ordT0001', {
      nextOrderDate: '2026-10-01',
      planDays: 14,
    });
    await job().run(noonOn('2026-11-24'));
    const orders = await ordersOf(planId);
    expect(orders.map((order) => order.replenishDate)).toEqual(['2026-11-12']);
    await until(async () => (await mailsTo(customer.email, 'missed')).length > 0);
    const [missed] = await mailsTo(customer.email, 'missed');
    expect(missed!.text).toContain('2026-10-01, 2026-10-15, 2026-10-29');
    expect((await planRow(planId)).nextOrderDate).toBe('2026-11-26');
  });

  it('leaves an item skipped for the next order out once', async () => {
    const { planId } = await planOf(
      f.offices.terms,
      'ordT0001',
      { nextOrderDate: '2026-11-24', planDays: 7 },
      { [f.skus.gloves]: 1, [f.skus.burs]: 1 },
    );
    await api.db
      .update(schema.cartLineItems)
      .set({ customFields: { replenished: true, days_replenished: 7, skip_next: true } })
      .where(and(eq(schema.cartLineItems.cartId, planId), eq(schema.cartLineItems.sku, f.skus.burs)));
    await job().run(noonOn('2026-11-24'));
    await job().run(noonOn('2026-12-01'));
    const orders = await ordersOf(planId);
    const skusOf = async (orderId: string) =>
      (await api.db.select().from(schema.orderLineItems).where(eq(schema.orderLineItems.orderId, orderId)))
        .map((line) => line.sku)
        .sort();
    const byDate = new Map(orders.map((order) => [order.replenishDate, order.id]));
    expect(await skusOf(byDate.get('2026-11-24')!)).toEqual([f.skus.gloves]);
    expect(await skusOf(byDate.get('2026-12-01')!)).toEqual([f.skus.gloves, f.skus.burs].sort());
  });

  it('a declined card places nothing: NeedsAttention, a mail, three daily retries, then it stops', async () => {
    const { planId, customer } = await planOf(f.offices.card, 'ordC0001', {
      nextOrderDate: '2026-11-24',
      paymentType: 'CreditCard',
      cardNumber: '4000000000000341',
    });
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    const retriesLeft: number[] = [];
    for (const day of days) {
      await job().run(new Date(noonOn(day).getTime() + 60_000 * days.indexOf(day)));
      retriesLeft.push((await planRow(planId)).retriesLeft);
    }
    expect(await ordersOf(planId)).toHaveLength(0);
    expect(await planRow(planId)).toMatchObject({
      status: 'NeedsAttention',
      attentionReason: 'CardDeclined',
      nextRetryAt: null,
    });
    expect(retriesLeft).toEqual([3, 2, 1, 0, 0, 0]);
    // Mails go out after each run's answer, not awaited by it.
    await until(async () => (await mailsTo(customer.email, 'needs your attention')).length >= 4);
    expect(await mailsTo(customer.email, 'needs your attention')).toHaveLength(4);
    // Nothing of the refused runs is left: no stray carts, stock given back.
    const merchantCarts = await api.db
      .select()
      .from(schema.carts)
      .where(and(eq(schema.carts.customerId, customer.id), eq(schema.carts.origin, 'Merchant')));
    expect(merchantCarts.map((cart) => cart.id)).toEqual([planId]);
  });

  it('a plan whose address lost its eligibility needs attention with that reason', async () => {
    const { planId } = await planOf(f.offices.terms, 'ordT0001', { nextOrderDate: '2026-11-24' });
    await api.db
      .update(schema.replenishPlans)
      .set({ shippingAddressId: 'no-such-address' })
      .where(eq(schema.replenishPlans.cartId, planId));
    await job().run(noonOn('2026-11-24'));
    expect(await ordersOf(planId)).toHaveLength(0);
    expect(await planRow(planId)).toMatchObject({ status: 'NeedsAttention', attentionReason: 'AddressNotEligible' });
  });
});
