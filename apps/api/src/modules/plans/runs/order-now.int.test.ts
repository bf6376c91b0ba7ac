import { planOrderNowResponseSchema } from '@chairside/contracts';
import { todayIn } from '@chairside/domain';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/test-api';
import { checkoutFixture, type CheckoutFixture, type Headers } from '../../checkout/checkout.test-fixture';
import { planOf, planOrders } from './plan-run.test-fixture';

const today = () => todayIn('America/New_York', new Date());

describe.each(testDatabaseTargets())('POST /ct/plans/{id}/orders, order now ($name)', (target) => {
  let api: TestApi;
  let f: CheckoutFixture;

  beforeAll(async () => {
    api = await startTestApi(target);
    f = await checkoutFixture(api);
    await f.setStock(f.skus.gloves, 1000);
  });
  afterAll(() => api?.close());

  const orderNow = (headers: Headers, planId: string, key?: string) =>
    f.call({ ...headers, ...(key ? { 'idempotency-key': key } : {}) }, 'POST', `/ct/plans/${planId}/orders`, {});

  it('places one order for today; the retried key replays it, another order now the same day is 409', async () => {
    const { planId, headers } = await planOf(api, f, f.offices.terms, 'ordT0001', { nextOrderDate: '2027-01-15' });

    const first = await orderNow(headers, planId, 'order-now-1');
    const body: unknown = await first.json();
    expect(first.status, JSON.stringify(body)).toBe(201);
    const placed = planOrderNowResponseSchema.parse(body);

    const retried = await orderNow(headers, planId, 'order-now-1');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(planOrderNowResponseSchema.parse(await retried.json())).toEqual(placed);

    const again = await f.expectError(await orderNow(headers, planId, 'order-now-2'), 409, 'InvalidOperation');
    expect(again.message).toContain(placed.order_number);

    const orders = await planOrders(api, planId);
    expect(orders.map((order) => [order.id, order.replenishDate])).toEqual([[placed.order_id, today()]]);
  });

  it("another customer's plan is 404 and orders nothing", async () => {
    const { planId } = await planOf(api, f, f.offices.terms, 'ordT0001', { nextOrderDate: '2027-01-15' });
    const stranger = await f.customerIn(f.offices.terms);
    await f.expectError(await orderNow(stranger.headers, planId, 'stranger-1'), 404, 'ResourceNotFound');
    await f.expectError(await orderNow(stranger.headers, 'not-a-plan'), 404, 'ResourceNotFound');
    expect(await planOrders(api, planId)).toHaveLength(0);
  });

  it('by card: the reply stored with the order is what a retried key replays', async () => {
    const { planId, headers } = await planOf(api, f, f.offices.card, 'ordC0001', {
      nextOrderDate: '2027-01-15',
      paymentType: 'CreditCard',
      cardNumber: '4242424242424242',
    });
    const first = await orderNow(headers, planId, 'card-1');
    const body: unknown = await first.json();
    expect(first.status, JSON.stringify(body)).toBe(201);
    const retried = await orderNow(headers, planId, 'card-1');
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual(planOrderNowResponseSchema.parse(body));
    expect((await planOrders(api, planId)).map((order) => order.paymentMethod)).toEqual(['card']);
  });

  it('a declined card answers as checkout does (400 CardDeclined) and places nothing', async () => {
    const { planId, headers } = await planOf(api, f, f.offices.card, 'ordC0001', {
      nextOrderDate: '2027-01-15',
      paymentType: 'CreditCard',
      cardNumber: '4000000000000341',
    });
    await f.expectError(await orderNow(headers, planId, 'declined-1'), 400, 'CardDeclined');
    expect(await planOrders(api, planId)).toHaveLength(0);
  });
});
