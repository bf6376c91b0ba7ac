import { mailOutboxRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { placementRecoveryJob } from '../../jobs/placement-recovery';
import { outboxMailer } from '../mail/mailer';
import { GatewayTimeoutError } from '../payments/payment-gateway';
import { checkoutFixture, controllableGateway, type CheckoutFixture } from './checkout.test-fixture';
import { placeOrderService, placementLeaseMs } from './place-order.service';
import { until } from '../../../test/until';

/** Resolves once `condition` holds, checking every 10 ms (no timing is asserted: a test that never gets there fails). */
describe.each(testDatabaseTargets())('card placement outside any transaction ($name)', (target) => {
  let api: TestApi;
  let f: CheckoutFixture;
  // Long enough that a test, not the timeout, decides when a held authorization answers.
  const gateway = controllableGateway(10_000);
  const recoveryAt = () => new Date(Date.now() + placementLeaseMs + 1000);
  const recovery = (maxAttempts = 60) => {
    const log = pino({ level: 'silent' });
    const service = placeOrderService(api.db, gateway.gateway, { mailer: outboxMailer(api.db), log });
    return placementRecoveryJob(api.db, service, log, { intervalMs: 1, batchSize: 50, leaseMs: 1000, maxAttempts });
  };

  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: gateway.wrap });
    f = await checkoutFixture(api);
  });
  beforeEach(() => {
    delete gateway.hooks.beforeAuthorize;
    delete gateway.hooks.afterAuthorize;
  });
  afterAll(() => api?.close());

  const placementOf = async (cartId: string) =>
    (await api.db.select().from(schema.orderPlacements).where(eq(schema.orderPlacements.cartId, cartId)))[0];

  it('holds no transaction while the gateway decides: the store answers, and the paying cart says so', async () => {
    const { customer, headers } = await f.customerIn(f.offices.card);
    const other = await f.customerIn(f.offices.card);
    await f.setStock(f.skus.gloves, 10);
    const cart = await f.cartWith(headers, { [f.skus.gloves]: 2 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await f.cardOf(headers) };
    let answer = () => {};
    gateway.hooks.beforeAuthorize = () => new Promise((resolve) => (answer = resolve));
    const placing = f.place(headers, body, 'slow-gateway-1');
    await until(() => gateway.calls.authorize.includes(`hs-order:${customer.id}:slow-gateway-1`));

    // The authorization is still pending: catalogue reads, other carts and the stock table all answer now.
    expect((await api.fetch('/aces/categories?limit=1')).status).toBe(200);
    await f.cartWith(other.headers, { [f.skus.gloves]: 1 }, 'ordC0001');
    expect(await f.stockOf(f.skus.gloves)).toBe(8);
    expect(await f.cartState(headers, cart.id)).toBe('Frozen');
    const change = await f.call(headers, 'POST', `/aces/me/carts/${cart.id}`, {
      version: (await f.readCart(await f.call(headers, 'GET', `/aces/me/carts/${cart.id}`))).version,
      actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 5 }],
    });
    expect((await f.expectError(change, 409, 'InvalidOperation')).message).toBe(messages.paymentInProgress);

    answer();
    const order = await f.placed(await placing);
    expect(await f.cartState(headers, cart.id)).toBe('Ordered');
    expect(await placementOf(cart.id)).toMatchObject({ state: 'Placed', orderId: order.id });
  });

  it('a gateway answer lost after approval is finished by the retry with the same key: one order, one authorization', async () => {
    const { customer, headers } = await f.customerIn(f.offices.card);
    const cart = await f.cartWith(headers, { [f.skus.burs]: 1 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await f.cardOf(headers) };
    const approvals: string[] = [];
    gateway.hooks.afterAuthorize = (result) => {
      if (result.status === 'approved') approvals.push(result.authorizationId);
      // The first answer never arrives, as if the API died between the authorization and the order.
      if (approvals.length === 1) throw new Error('connection reset');
    };
    expect((await f.place(headers, body, 'lost-answer-1')).status).toBe(502);
    expect(await f.ordersOfCart(cart.id)).toHaveLength(0);
    expect(await placementOf(cart.id)).toMatchObject({ state: 'Reserved' });

    const order = await f.placed(await f.place(headers, body, 'lost-answer-1'));
    const [row] = await f.ordersOfCart(cart.id);
    expect(row!.id).toBe(order.id);
    // Asked twice under one key, the gateway authorized once.
    expect(gateway.calls.authorize.filter((key) => key === `hs-order:${customer.id}:lost-answer-1`)).toHaveLength(2);
    expect(new Set(approvals)).toEqual(new Set([row!.gatewayAuthorizationId]));
  });

  it('the recovery job finishes a placement whose client never came back, once, and mails the confirmation', async () => {
    const { customer, headers } = await f.customerIn(f.offices.card);
    const cart = await f.cartWith(headers, { [f.skus.burs]: 2 }, 'ordC0001');
    let lost = false;
    gateway.hooks.afterAuthorize = () => {
      if (lost) return;
      lost = true;
      throw new Error('connection reset');
    };
    const card = await f.cardOf(headers);
    expect((await f.place(headers, { cart_id: cart.id, card: true, card_uuid: card }, 'abandoned-1')).status).toBe(502);
    // Within its lease the placement still belongs to its request.
    expect(await recovery().run(new Date())).toMatchObject({ claimed: 0 });
    // Two workers at once: the claim gives the placement to one of them.
    const runs = await Promise.all([recovery().run(recoveryAt()), recovery().run(recoveryAt())]);
    const total = (count: 'claimed' | 'placed') => runs.reduce((sum, run) => sum + (run?.[count] ?? 0), 0);
    expect([total('claimed'), total('placed')]).toEqual([1, 1]);
    const orders = await f.ordersOfCart(cart.id);
    expect(orders).toHaveLength(1);
    expect(await f.cartState(headers, cart.id)).toBe('Ordered');
    await expect
      .poll(async () => (await mailOutboxRepository(api.db).latest(1, customer.email))[0]?.text ?? '')
      .toContain(orders[0]!.orderNumber);
  });

  it('a gateway that never answers: the cart and stock stay held for the retry, then the job releases them', async () => {
    const { headers } = await f.customerIn(f.offices.card);
    await f.setStock(f.skus.gloves, 10);
    const cart = await f.cartWith(headers, { [f.skus.gloves]: 3 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await f.cardOf(headers) };
    gateway.hooks.beforeAuthorize = () => Promise.reject(new GatewayTimeoutError('authorize', 10_000));
    await f.expectError(await f.place(headers, body, 'never-1'), 504, 'PaymentGatewayTimeout');
    expect(await f.stockOf(f.skus.gloves)).toBe(7);
    expect(await f.cartState(headers, cart.id)).toBe('Frozen');
    await f.expectError(await f.place(headers, body, 'never-1'), 504, 'PaymentGatewayTimeout');
    expect(await f.ordersOfCart(cart.id)).toHaveLength(0);

    expect(await recovery(0).run(recoveryAt())).toMatchObject({ claimed: 1, released: 1 });
    expect(await f.stockOf(f.skus.gloves)).toBe(10);
    expect(await f.cartState(headers, cart.id)).toBe('Active');
    expect(await placementOf(cart.id)).toMatchObject({ state: 'Released' });
    // The same key now answers that the attempt ended; a new submit may try again.
    await f.expectError(await f.place(headers, body, 'never-1'), 409, 'InvalidOperation');
  });
});
