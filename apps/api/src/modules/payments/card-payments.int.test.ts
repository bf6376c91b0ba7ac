import { savedCardRepository } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { ApiError } from '../../http/api-error';
import { cardPayments } from './card-payments';
import { withTimeout } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

const usd = (centAmount: number) => ({ centAmount, currencyCode: 'USD' });

describe.each(testDatabaseTargets())('paying with a tokenized card ($name)', (target) => {
  let api: TestApi;
  let payments: ReturnType<typeof cardPayments>;
  const gateway = withTimeout(sandboxGateway(), 30);
  beforeAll(async () => {
    api = await startTestApi(target);
    payments = cardPayments(api.db, gateway, { log: pino({ level: 'silent' }), now: () => new Date('2026-11-21T12:00:00Z') });
  });
  afterAll(() => api.close());

  async function cardOf(customerId: string, number: string, expiry = { expMonth: 12, expYear: 2030 }) {
    const token = await gateway.tokenize({ number, ...expiry, cvc: '123' });
    if (token.status !== 'tokenized') throw new Error(`${number} did not tokenize`);
    return savedCardRepository(api.db).create({ customerId, businessUnitId: null, gateway: 'sandbox', gatewayToken: token.token, brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear, saved: false });
  }
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof ApiError ? { status: error.statusCode, code: error.code } : error),
    );

  it('authorizes once per idempotency key', async () => {
    const customer = await customerFixture(api.db).customer();
    const card = await cardOf(customer.id, '4242424242424242');
    const first = await payments.authorize(customer.id, card.id, usd(24_900), 'order-key-1');
    expect((await payments.authorize(customer.id, card.id, usd(24_900), 'order-key-1')).authorizationId).toBe(first.authorizationId);
    await expect(payments.capture(first.authorizationId, usd(24_900), 'capture-1')).resolves.toBeUndefined();
  });

  it.each([
    ['4000000000000341', { status: 400, code: 'CardDeclined' }],
    ['4000000000009995', { status: 400, code: 'CardDeclined' }],
    ['4000000000000119', { status: 502, code: 'PaymentGatewayError' }],
    ['4000000000000408', { status: 504, code: 'PaymentGatewayTimeout' }],
  ])('maps %s to %j', async (number, expected) => {
    const customer = await customerFixture(api.db).customer();
    const card = await cardOf(customer.id, number);
    expect(await failure(payments.authorize(customer.id, card.id, usd(500), 'k'))).toEqual(expected);
  });

  it("refuses another customer's card, an unknown one and an expired one", async () => {
    const fx = customerFixture(api.db);
    const [owner, other] = [await fx.customer(), await fx.customer()];
    const card = await cardOf(owner.id, '4242424242424242');
    expect(await failure(payments.authorize(other.id, card.id, usd(500), 'k'))).toEqual({ status: 404, code: 'ResourceNotFound' });
    expect(await failure(payments.authorize(owner.id, 'not-a-uuid', usd(500), 'k'))).toEqual({ status: 404, code: 'ResourceNotFound' });
    const expired = await cardOf(owner.id, '4242424242424242', { expMonth: 10, expYear: 2026 });
    expect(await failure(payments.authorize(owner.id, expired.id, usd(500), 'k'))).toEqual({ status: 400, code: 'CardExpired' });
  });
});
