import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsPaths } from './fields-protocol';
import { startSandboxGateway, type SandboxGateway } from './server';

const storefront = 'http://127.0.0.1:3400';
const secretKey = 'gateway-test-secret-key';

describe('the sandbox gateway over HTTP', () => {
  let dir: string;
  let gateway: SandboxGateway;
  const start = () =>
    startSandboxGateway({
      secretKey,
      allowedOrigins: [storefront],
      stateFile: path.join(dir, 'state.json'),
      assetsDir: dir,
    });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sandbox-gateway-'));
    await writeFile(path.join(dir, 'card-fields.js'), '/* bundle */');
    gateway = await start();
  });
  afterAll(async () => {
    await gateway.close();
    await rm(dir, { recursive: true, force: true });
  });

  const tokenize = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${gateway.url}${fieldsPaths.tokens}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const cardToken = async (number = '4242424242424242') =>
    ((await (await tokenize({ number, expiry: '12 / 30', cvc: '123' })).json()) as { token: string }).token;
  const call = (
    gatewayPath: string,
    body: unknown,
    { key = crypto.randomUUID(), secret = secretKey }: { key?: string | null; secret?: string } = {},
  ) =>
    fetch(`${gateway.url}${gatewayPath}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });

  it('serves the card fields only to the store it is set up for, and lets no one else frame them', async () => {
    const page = await fetch(`${gateway.url}${fieldsPaths.page}?origin=${encodeURIComponent(storefront)}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${storefront}`);
    expect(csp).toContain("connect-src 'self'");
    const html = await page.text();
    for (const label of ['Card Number', 'Expiration Date', 'CVC']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain(`<script src="${fieldsPaths.script}">`);
    expect((await fetch(`${gateway.url}${fieldsPaths.script}`)).status).toBe(200);

    for (const origin of ['https://evil.example', `${storefront}.evil.example`, ''])
      expect((await fetch(`${gateway.url}${fieldsPaths.page}?origin=${encodeURIComponent(origin)}`)).status).toBe(403);
  });

  it('tokenizes JSON from its own page only: no CORS, no form posts, spec §5 messages for a bad card', async () => {
    const created = await tokenize({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    expect(await created.json()).toEqual({
      token: expect.stringMatching(/^tok_/),
      card: { brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2030 },
    });
    const refused = await tokenize({ number: '4111 1111 1111 1112', expiry: '12/30', cvc: '123' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { number: 'Please enter a valid card number.' } });
    const form = await fetch(`${gateway.url}${fieldsPaths.tokens}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=4111111111111111&expiry=12%2F30&cvc=123',
    });
    expect(form.status).toBe(415);
  });

  it('asks the store API for its secret key, an Idempotency-Key and a valid body', async () => {
    const body = { cardToken: await cardToken() };
    expect((await call('/v1/payment-methods', body, { secret: 'not-the-secret-key' })).status).toBe(401);
    expect((await call('/v1/payment-methods', body, { key: null })).status).toBe(400);
    expect((await call('/v1/payment-methods', { ...body, brand: 'amex' })).status).toBe(400);
    expect(
      (await call('/v1/authorizations', { paymentMethod: 'pm_x', amount: { centAmount: 1.5, currencyCode: 'USD' } }))
        .status,
    ).toBe(400);
    expect((await call('/v1/nothing', {})).status).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first answer, and 422 for another body', async () => {
    const body = { cardToken: await cardToken() };
    const first = await call('/v1/payment-methods', body, { key: 'store-1' });
    expect(first.status).toBe(201);
    const again = await call('/v1/payment-methods', body, { key: 'store-1' });
    expect(await again.json()).toEqual(await first.json());
    expect((await call('/v1/payment-methods', { cardToken: await cardToken() }, { key: 'store-1' })).status).toBe(422);
  });

  it('keeps stored cards and authorizations across a restart (state file)', async () => {
    const method = (await (await call('/v1/payment-methods', { cardToken: await cardToken() })).json()) as {
      id: string;
    };
    const amount = { centAmount: 4_200, currencyCode: 'USD' };
    const authorization = (await (await call('/v1/authorizations', { paymentMethod: method.id, amount })).json()) as {
      id: string;
    };
    await gateway.close();
    gateway = await start();
    expect((await call('/v1/authorizations', { paymentMethod: method.id, amount })).status).toBe(201);
    const captured = await call(`/v1/authorizations/${authorization.id}/capture`, { amount });
    expect(await captured.json()).toMatchObject({ id: authorization.id, status: 'captured' });
  });
});
