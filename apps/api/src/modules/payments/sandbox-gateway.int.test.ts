import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { startTestGateway, type TestGateway } from '../../../test/test-gateway';
import { GatewayTimeoutError, withTimeout } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

const usd = { centAmount: 500, currencyCode: 'USD' };

describe('the sandbox gateway adapter over HTTP', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let real: TestGateway;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
    real = await startTestGateway();
  });
  afterAll(async () => {
    await fake.close();
    await real.close();
  });
  const adapter = (timeoutMs = 5000) =>
    withTimeout(sandboxGateway({ url: `${fake.baseUrl}/`, secretKey: 'the-secret-key-0000' }), timeoutMs);

  it('calls with the secret key, an Idempotency-Key and a JSON body, and reads the stored card', async () => {
    fake.state.respondWith = 201;
    fake.state.body = { id: 'pm_1', card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 } };
    expect(await adapter().storeCard({ cardToken: 'tok_0123456789', idempotencyKey: 'card-key' })).toEqual({
      status: 'stored',
      token: 'pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    const [request] = fake.requests.slice(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/payment-methods',
      headers: {
        authorization: 'Bearer the-secret-key-0000',
        'idempotency-key': 'card-key',
        'content-type': 'application/json',
      },
    });
    expect(JSON.parse(request!.body)).toEqual({ cardToken: 'tok_0123456789' });
  });

  it('throws on an answer it cannot read (a 5xx, a wrong shape): the outcome is unknown, to be asked again', async () => {
    for (const [status, body] of [
      [500, { error: 'boom' }],
      [201, { id: 'pm_1' }],
      [402, { nothing: 'useful' }],
    ] as const) {
      fake.state.respondWith = status;
      fake.state.body = body;
      await expect(adapter().storeCard({ cardToken: 'tok_0123456789', idempotencyKey: 'k' })).rejects.toThrow(
        /payment gateway storeCard answered/,
      );
      await expect(adapter().authorize({ token: 'pm_1', amount: usd, idempotencyKey: 'k' })).rejects.toThrow(
        /payment gateway authorize answered/,
      );
    }
  });

  it('times out on a gateway that never answers', async () => {
    fake.state.respondWith = 'hang';
    await expect(adapter(100).authorize({ token: 'pm_1', amount: usd, idempotencyKey: 'k' })).rejects.toBeInstanceOf(
      GatewayTimeoutError,
    );
  });

  it('is refused by the real gateway without its secret key, which it reports as a failure, not a decline', async () => {
    const wrongKey = withTimeout(sandboxGateway({ url: real.url, secretKey: 'not-the-secret-key' }), 1000);
    await expect(
      wrongKey.storeCard({ cardToken: await real.cardToken('4242424242424242'), idempotencyKey: 'k' }),
    ).rejects.toThrow(/answered 401/);
  });
});
