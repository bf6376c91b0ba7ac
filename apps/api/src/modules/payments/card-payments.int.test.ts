import { randomUUID } from 'node:crypto';
import { savedCardRepository } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { ApiError } from '../../http/api-error';
import { cardPayments } from './card-payments';
import { withTimeout, type BoundedGateway } from './payment-gateway';

const usd = (centAmount: number) => ({ centAmount, currencyCode: 'USD' });

describe.each(testDatabaseTargets())('paying with a stored card ($name)', (target) => {
  let api: TestApi;
  let gateway: BoundedGateway;
  let payments: ReturnType<typeof cardPayments>;
  beforeAll(async () => {
    api = await startTestApi(target);
    // The sandbox gateway's adapter as the API has it, bounded soon enough for the timeout card.
    gateway = withTimeout(api.gateway.adapter(), 1000);
    payments = cardPayments(gateway, { log: pino({ level: 'silent' }) });
  });
  afterAll(() => api.close());

  /** A card typed into the gateway's fields and stored by the gateway, kept as POST /mw/cards keeps it. */
  async function cardOf(customerId: string, number: string, expiry = { expMonth: 12, expYear: 2030 }) {
    const stored = await gateway.storeCard({
      cardToken: await api.gateway.cardToken(number),
      idempotencyKey: randomUUID(),
    });
    if (stored.status !== 'stored') throw new Error(`${number} was not stored: ${stored.status}`);
    return savedCardRepository(api.db).create({
      customerId,
      businessUnitId: null,
      gateway: 'sandbox',
      gatewayToken: stored.token,
      brand: stored.brand,
      last4: stored.last4,
      // As the card was saved; a test may make it one that has expired since.
      ...expiry,
      saved: false,
    });
  }
  const at = new Date('2026-11-21T12:00:00Z');
  /** Reads the card as order placement does, then asks the gateway. */
  const authorize = async (customerId: string, cardUuid: string, amount: ReturnType<typeof usd>, key: string) => {
    const outcome = await payments.authorize(await payments.usableCard(api.db, customerId, cardUuid, at), amount, key);
    if (outcome.status === 'refused') throw outcome.error;
    return outcome.authorization;
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof ApiError ? { status: error.statusCode, code: error.code } : error),
    );

  it('authorizes once per idempotency key, then captures or voids once', async () => {
    const customer = await customerFixture(api.db).customer();
    const card = await cardOf(customer.id, '4242424242424242');
    const first = await authorize(customer.id, card.id, usd(24_900), 'order-key-1');
    expect((await authorize(customer.id, card.id, usd(24_900), 'order-key-1')).authorizationId).toBe(
      first.authorizationId,
    );
    expect((await authorize(customer.id, card.id, usd(24_900), 'order-key-2')).authorizationId).not.toBe(
      first.authorizationId,
    );
    const refused = {
      status: 'refused',
      error: expect.objectContaining({ statusCode: 502, code: 'PaymentGatewayError' }),
    };
    await expect(payments.capture(first.authorizationId, usd(24_900), 'capture-1')).resolves.toEqual({
      status: 'done',
    });
    // A replay under the same key
    await expect(payments.capture(first.authorizationId, usd(24_900), 'capture-1')).resolves.toEqual({
      status: 'done',
    });
    // Captured: neither a second capture nor a void goes through.
    expect(await payments.capture(first.authorizationId, usd(24_900), 'capture-2')).toEqual(refused);
    expect(await failure(payments.void(first.authorizationId, 'void-1'))).toEqual({
      status: 502,
      code: 'PaymentGatewayError',
    });

    const released = await authorize(customer.id, card.id, usd(500), 'order-key-3');
    await expect(payments.void(released.authorizationId, 'void-2')).resolves.toBeUndefined();
    expect(await payments.capture(released.authorizationId, usd(500), 'capture-3')).toEqual(refused);
  });

  it.each([
    ['4000000000000341', { status: 400, code: 'CardDeclined' }],
    ['4000000000009995', { status: 400, code: 'CardDeclined' }],
    ['4000000000000119', { status: 502, code: 'PaymentGatewayError' }],
    ['4000000000000408', { status: 504, code: 'PaymentGatewayTimeout' }],
  ])('maps %s to %j', async (number, expected) => {
    const customer = await customerFixture(api.db).customer();
    const card = await cardOf(customer.id, number);
    expect(await failure(authorize(customer.id, card.id, usd(500), randomUUID()))).toEqual(expected);
  });

  it("refuses another customer's card, an unknown one and an expired one", async () => {
    const fx = customerFixture(api.db);
    const [owner, other] = [await fx.customer(), await fx.customer()];
    const card = await cardOf(owner.id, '4242424242424242');
    expect(await failure(authorize(other.id, card.id, usd(500), 'k'))).toEqual({
      status: 404,
      code: 'ResourceNotFound',
    });
    expect(await failure(authorize(owner.id, 'not-a-uuid', usd(500), 'k'))).toEqual({
      status: 404,
      code: 'ResourceNotFound',
    });
    const expired = await cardOf(owner.id, '4242424242424242', { expMonth: 10, expYear: 2026 });
    expect(await failure(authorize(owner.id, expired.id, usd(500), 'k'))).toEqual({
      status: 400,
      code: 'CardExpired',
    });
  });
});
