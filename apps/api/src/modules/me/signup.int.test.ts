import { customerSignInResultSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { verifyPassword } from '../auth/password';

describe.each(testDatabaseTargets())('POST /aces/me/signup ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi(target);
    // The storefront registers with its own (anonymous or client) token, not a customer's.
    headers = { authorization: `Bearer ${await api.tokenFor(['manage_my_profile', 'anonymous_id:visitor-7'])}`, 'content-type': 'application/json' };
  });
  afterAll(() => api.close());

  const signup = (body: unknown) => fetch(`${api.baseUrl}/aces/me/signup`, { method: 'POST', headers, body: JSON.stringify(body) });
  const draft = (email: string, overrides: Record<string, unknown> = {}) => ({
    email,
    password: 'a long registration passphrase',
    firstName: 'Riley',
    lastName: 'Chen',
    custom: { type: { typeId: 'type', key: 'customer' }, fields: { practice_name: 'Chen Dental', practice_type: 'general_dentistry', job_function: 'hygienist' } },
    ...overrides,
  });

  it('registers a customer without an office, who then sees no addresses', async () => {
    const response = await signup(draft('riley@example.com'));
    expect(response.status).toBe(201);
    const { customer } = customerSignInResultSchema.parse(await response.json());
    expect(customer).toMatchObject({ email: 'riley@example.com', firstName: 'Riley', addresses: [], custom: { fields: { job_function: 'hygienist', practice_name: 'Chen Dental', practice_type: 'general_dentistry' } } });
    expect(customer.defaultShippingAddressId).toBeUndefined();
    const [stored] = await api.db.select().from(schema.customers).where(eq(schema.customers.id, customer.id));
    expect(await verifyPassword(stored!.passwordHash, 'a long registration passphrase')).toBe(true);
    // Customer service hears of the new customer it must set up, once.
    expect(await api.db.select().from(schema.supportMessages).where(eq(schema.supportMessages.customerId, customer.id))).toHaveLength(1);
  });

  it('says an email is taken, whatever its case (as commercetools does; the storefront shows register/existing)', async () => {
    expect((await signup(draft('taken@example.com'))).status).toBe(201);
    const response = await signup(draft(' Taken@Example.com'));
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]).toMatchObject({ code: 'DuplicateField', field: 'email', message: messages.emailAlreadyRegistered });
  });

  it.each([
    ['a job role off the list', draft('role@example.com', { custom: { fields: { job_function: 'astronaut' } } }), 'job_function'],
    ['a practice type off the list', draft('practice@example.com', { custom: { fields: { practice_type: 'spaceport' } } }), 'practice_type'],
    ['a short password', draft('short@example.com', { password: 'abc' }), 'password'],
    ['a common password', draft('common@example.com', { password: 'iloveyou' }), 'password'],
    ['an invalid email', draft('not-an-email'), 'email'],
  ])('refuses %s, naming the field', async (_name, body, field) => {
    const response = await signup(body);
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]).toMatchObject({ code: 'InvalidField', field });
  });

  it('refuses unknown fields and over-long names', async () => {
    expect((await signup({ ...draft('extra@example.com'), isSalesRep: true })).status).toBe(400);
    expect((await signup(draft('long@example.com', { firstName: 'x'.repeat(1000) }))).status).toBe(400);
    expect((await signup(draft('sneaky@example.com', { custom: { fields: { is_sales_rep: true } } }))).status).toBe(400);
  });
});

describe.each(testDatabaseTargets())('POST /aces/me/signup with bot protection on ($name)', (target) => {
  let api: TestApi;
  let verifier: Awaited<ReturnType<typeof startFakeHttpServer>>;
  beforeAll(async () => {
    verifier = await startFakeHttpServer();
    api = await startTestApi(target, { env: { RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: `${verifier.baseUrl}/siteverify` } });
  });
  afterAll(async () => {
    await api.close();
    await verifier.close();
  });

  const signup = async (email: string, token: string) =>
    fetch(`${api.baseUrl}/aces/me/signup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await api.tokenFor(['manage_my_profile'])}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long registration passphrase', 'recaptcha-token': token }),
    });

  it('registers only when the provider vouches for the register action', async () => {
    verifier.state.respondWith = 200;
    verifier.state.body = { success: true, score: 0.9, action: 'login' };
    expect((await signup('bot@example.com', 'token-1')).status).toBe(400);
    expect(await api.db.select().from(schema.customers).where(eq(schema.customers.email, 'bot@example.com'))).toHaveLength(0);
    verifier.state.body = { success: true, score: 0.9, action: 'register' };
    expect((await signup('person@example.com', 'token-2')).status).toBe(201);
    expect(verifier.requests.at(-1)!.body).toContain('response=token-2');
  });
});
