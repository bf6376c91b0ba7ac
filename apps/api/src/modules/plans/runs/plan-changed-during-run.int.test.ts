import { planSchema, type Plan } from '@chairside/contracts';
import { replenishPlanRepository, schema } from '@chairside/db';
import { addDays, todayIn } from '@chairside/domain';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/test-api';
import {
  checkoutFixture,
  controllableGateway,
  type CheckoutFixture,
  type Headers,
} from '../../checkout/checkout.test-fixture';
import { outboxMailer } from '../../mail/mailer';
import { planOf, planOrders } from './plan-run.test-fixture';
import { replenishRunner } from './replenish-runner';

const timeZone = 'America/New_York';

describe.each(testDatabaseTargets())('a plan changed while its order is being placed ($name)', (target) => {
  let api: TestApi;
  let f: CheckoutFixture;
  const gateway = controllableGateway(10_000);
  const runner = () =>
    replenishRunner(api.db, gateway.gateway, {
      mailer: outboxMailer(api.db),
      log: pino({ level: 'silent' }),
      timeZone,
      storefrontUrl: 'http://shop.test',
    });
  const today = () => todayIn(timeZone, new Date());

  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: gateway.wrap });
    f = await checkoutFixture(api);
    await f.setStock(f.skus.gloves, 10_000);
    await f.setStock(f.skus.burs, 10_000);
  });
  afterAll(() => api?.close());

  const readPlan = async (headers: Headers, planId: string): Promise<Plan> => {
    const response = await f.call(headers, 'GET', `/ct/plans/${planId}`);
    expect(response.status).toBe(200);
    return planSchema.parse(await response.json());
  };

  /** The customer's change as the storefront makes it: read, PATCH at that version, again on 409 (a run moved it). */
  async function setQuantities(headers: Headers, planId: string, quantities: Record<string, number>) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const plan = await readPlan(headers, planId);
      const actions = plan.plan_items.map((item) => ({
        action: 'changeItemQuantity',
        plan_item_id: item.plan_item_id,
        quantity: quantities[item.sku]!,
      }));
      const response = await f.call(headers, 'PATCH', `/ct/plans/${planId}`, { version: plan.version, actions });
      if (response.status === 200) return;
      expect(response.status, await response.text()).toBe(409);
    }
    throw new Error('the change kept conflicting');
  }

  const orderedQuantities = async (planId: string) => {
    const [order] = await planOrders(api, planId);
    const lines = await api.db.select().from(schema.orderLineItems).where(eq(schema.orderLineItems.orderId, order!.id));
    return Object.fromEntries(lines.map((line) => [line.sku, line.quantity]));
  };

  it('the order is all of one version and the concurrent change is kept', async () => {
    const before = { [f.skus.gloves]: 2, [f.skus.burs]: 1 };
    const after = { [f.skus.gloves]: 5, [f.skus.burs]: 3 };
    const plans = await Promise.all(
      Array.from({ length: 4 }, () => planOf(api, f, f.offices.terms, 'ordT0001', { nextOrderDate: today() }, before)),
    );
    const now = new Date();
    const claimed = await replenishPlanRepository(api.db).claimDue({ today: today(), now, leaseMs: 60_000, limit: 50 });
    const run = runner();
    await Promise.all(
      plans.flatMap(({ planId, headers }) => [
        run.run(claimed.find((item) => item.plan.cartId === planId)!.plan, now),
        setQuantities(headers, planId, after),
      ]),
    );
    for (const { planId, headers } of plans) {
      expect([before, after]).toContainEqual(await orderedQuantities(planId));
      const plan = await readPlan(headers, planId);
      expect(Object.fromEntries(plan.plan_items.map((item) => [item.sku, item.quantity]))).toEqual(after);
    }
  });

  it('a card run holds no lock while the gateway decides: the change made then is kept for the next order', async () => {
    const { planId, headers } = await planOf(api, f, f.offices.card, 'ordC0001', {
      nextOrderDate: today(),
      paymentType: 'CreditCard',
      cardNumber: '4242424242424242',
    });
    let changed: Promise<void> | undefined;
    gateway.hooks.beforeAuthorize = async () => {
      gateway.hooks.beforeAuthorize = undefined;
      // Would wait for the run's lock, and time the gateway out, if the plan row were still locked.
      await (changed = setQuantities(headers, planId, { [f.skus.gloves]: 7 }));
    };
    const [claimed] = await replenishPlanRepository(api.db).claimDue({
      today: today(),
      now: new Date(),
      leaseMs: 60_000,
      limit: 50,
    });
    expect(claimed?.plan.cartId).toBe(planId);
    expect((await runner().run(claimed!.plan, new Date())).outcome).toBe('placed');
    await changed;
    expect(await orderedQuantities(planId)).toEqual({ [f.skus.gloves]: 2 });
    expect((await readPlan(headers, planId)).plan_items.map((item) => item.quantity)).toEqual([7]);
  });

  it('a date moved after the claim is the one kept: the claimed run places nothing', async () => {
    const { planId, headers } = await planOf(api, f, f.offices.terms, 'ordT0001', { nextOrderDate: today() });
    const now = new Date();
    const claimed = await replenishPlanRepository(api.db).claimDue({ today: today(), now, leaseMs: 60_000, limit: 50 });
    const plan = await readPlan(headers, planId);
    const later = addDays(today(), 7);
    const response = await f.call(headers, 'PATCH', `/ct/plans/${planId}`, {
      version: plan.version,
      actions: [{ action: 'setNextOrderDate', next_order_date: later }],
    });
    expect(response.status, await response.text()).toBe(200);

    const stale = claimed.find((item) => item.plan.cartId === planId)!.plan;
    expect((await runner().run(stale, now)).outcome).toBe('changed');
    expect(await planOrders(api, planId)).toHaveLength(0);
    expect((await readPlan(headers, planId)).next_order_date).toBe(later);
  });
});
