import { customerSchema, visitorAddressHeader } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { accountMessages } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { authClient, demoCustomer, seedAccounts } from '../auth/auth-test-client';
import { tokenDigest } from '../auth/opaque-token';
import { verifyPassword } from '../auth/password';

const passphrase = 'a long registration passphrase';

const draft = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: passphrase,
  firstName: 'Riley',
  lastName: 'Chen',
  custom: {
    type: { typeId: 'type', key: 'customer' },
    fields: { practice_name: 'Chen Dental', practice_type: 'general_dentistry', job_function: 'hygienist' },
  },
  ...overrides,
});

/** Registration as the storefront's server sends it: its own token, naming the visitor. */
async function registrar(api: TestApi) {
  const token = await api.tokenFor(['manage_my_profile'], 'storefront');
  return (body: unknown, visitor = '203.0.113.10') =>
    fetch(`${api.baseUrl}/aces/me/signup`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [visitorAddressHeader]: visitor,
      },
      body: JSON.stringify(body),
    });
}

/** The mails to an address, oldest first, once there are at least `count` (they are written after the answer). */
async function mailsTo(api: TestApi, to: string, count: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const mails = await api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));
    if (mails.length >= count) return mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} mails to ${to}`);
}

const tokenOf = (text: string) => new URL(/http\S+/.exec(text)![0]).searchParams.get('token')!;

/** What an answer shows a caller: status, body and the headers that could differ. */
async function seen(response: Response) {
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
  };
}

describe.each(testDatabaseTargets())('registration and its confirmation ($name)', (target) => {
  let api: TestApi;
  let signup: Awaited<ReturnType<typeof registrar>>;
  let client: ReturnType<typeof authClient>;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts, env: { SIGNUPS_PER_HOUR: '1000' } });
    signup = await registrar(api);
    client = authClient(api.baseUrl);
  });
  afterAll(() => api.close());

  const confirm = (token: string) => client.json('/auth/signup/confirm', { token });
  const signIn = (username: string, password: string) => client.json('/auth/user', { username, password });
  const customerNamed = async (email: string) =>
    (await api.db.select().from(schema.customers).where(eq(schema.customers.email, email)))[0];

  it('answers a new, a pending and a registered email alike; each owner gets the mail that fits', async () => {
    const fresh = await seen(await signup(draft('alike@example.com')));
    const [firstLink] = await mailsTo(api, 'alike@example.com', 1);
    const pending = await seen(
      await signup(draft(' Alike@Example.com', { password: 'another registration passphrase' })),
    );
    const registered = await seen(await signup(draft(demoCustomer.email.toUpperCase())));

    expect(fresh).toEqual({
      status: 202,
      body: JSON.stringify({ message: accountMessages.signupRequested }),
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-store',
    });
    expect(pending).toEqual(fresh);
    expect(registered).toEqual(fresh);

    const links = await mailsTo(api, 'alike@example.com', 2);
    expect(links.map((mail) => mail.subject)).toEqual(['Confirm your email address', 'Confirm your email address']);
    expect(firstLink!.text).toMatch(/http:\/\/localhost:3000\/customer\/account\/register\/confirm\?token=[\w-]{43}/);
    expect(tokenOf(links[1]!.text)).not.toBe(tokenOf(firstLink!.text));
    const [note] = await mailsTo(api, demoCustomer.email, 1);
    expect(note).toMatchObject({ subject: 'You already have an account' });
    expect(note!.text).toContain('http://localhost:3000/customer/account/register/existing');
    // The registered account is untouched: its password still signs in.
    expect((await signIn(demoCustomer.email, demoCustomer.password)).status).toBe(200);
  });

  it('keeps a pending account from signing in, with the answer of a wrong password', async () => {
    expect((await signup(draft('pending@example.com'))).status).toBe(202);
    await mailsTo(api, 'pending@example.com', 1);
    const pending = await signIn('pending@example.com', passphrase);
    const wrong = await signIn(demoCustomer.email, 'not the password at all');
    expect(pending.status).toBe(401);
    expect(await pending.json()).toEqual(await wrong.json());
    const grant = await client.form('/oauth/aces/customers/token', {
      grant_type: 'password',
      username: 'pending@example.com',
      password: passphrase,
    });
    expect(grant.status).toBe(400);
  });

  it('confirms with the link once: the customer is signed in, then signs in with the password', async () => {
    expect((await signup(draft('riley@example.com'))).status).toBe(202);
    const [mail] = await mailsTo(api, 'riley@example.com', 1);
    const token = tokenOf(mail!.text);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    const tokens = (await confirmed.json()) as { access_token: string; refresh_token: string };
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const me = await fetch(`${api.baseUrl}/aces/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    expect(customerSchema.parse(await me.json())).toMatchObject({
      email: 'riley@example.com',
      firstName: 'Riley',
      addresses: [],
      custom: {
        fields: { job_function: 'hygienist', practice_name: 'Chen Dental', practice_type: 'general_dentistry' },
      },
    });
    const customer = await customerNamed('riley@example.com');
    expect(customer!.emailConfirmedAt).toEqual(expect.any(Date));
    expect(await verifyPassword(customer!.passwordHash, passphrase)).toBe(true);
    // Customer service hears of the new customer it must set up, once it is real.
    expect(
      await api.db.select().from(schema.supportMessages).where(eq(schema.supportMessages.customerId, customer!.id)),
    ).toHaveLength(1);
    expect((await signIn('riley@example.com', passphrase)).status).toBe(200);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((await readError(again)).errors[0]).toMatchObject({
      code: 'InvalidConfirmationToken',
      reason: 'used',
      message: accountMessages.signupLinkProblem.used,
    });
  });

  it('lets the latest registration of a pending email decide: new password and details, older links dead', async () => {
    await signup(draft('twice@example.com', { password: 'the first passphrase of two' }));
    const [first] = await mailsTo(api, 'twice@example.com', 1);
    await signup(draft('twice@example.com', { password: 'the second passphrase of two', firstName: 'Robin' }));
    const second = (await mailsTo(api, 'twice@example.com', 2))[1]!;

    const stale = await confirm(tokenOf(first!.text));
    expect((await readError(stale)).errors[0]).toMatchObject({ code: 'InvalidConfirmationToken', reason: 'used' });
    expect((await confirm(tokenOf(second.text))).status).toBe(200);
    expect((await signIn('twice@example.com', 'the first passphrase of two')).status).toBe(401);
    expect((await signIn('twice@example.com', 'the second passphrase of two')).status).toBe(200);
    expect(await customerNamed('twice@example.com')).toMatchObject({ firstName: 'Robin' });
  });

  it('mails an address at most three times per window; beyond that a registration changes nothing', async () => {
    const passwords = ['passphrase number one', 'passphrase number two', 'passphrase number three'];
    for (const [sent, password] of passwords.entries()) {
      expect((await signup(draft('flood@example.com', { password }))).status).toBe(202);
      await mailsTo(api, 'flood@example.com', sent + 1);
    }
    expect((await signup(draft('flood@example.com', { password: 'passphrase number four' }))).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await mailsTo(api, 'flood@example.com', 0);
    expect(mails).toHaveLength(3);
    // The last link mailed still works, with the password it came with.
    expect((await confirm(tokenOf(mails[2]!.text))).status).toBe(200);
    expect((await signIn('flood@example.com', 'passphrase number three')).status).toBe(200);
    // The notes to a registered owner count against the same quota.
    expect((await signup(draft('flood@example.com'))).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(api, 'flood@example.com', 0)).toHaveLength(3);
  });

  it('refuses expired and unknown links, and a password reset link', async () => {
    await signup(draft('late@example.com'));
    const [mail] = await mailsTo(api, 'late@example.com', 1);
    const token = tokenOf(mail!.text);
    await api.db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResetTokens.tokenHash, tokenDigest(token)));
    expect((await readError(await confirm(token))).errors[0]).toMatchObject({
      code: 'InvalidConfirmationToken',
      reason: 'expired',
      message: accountMessages.signupLinkProblem.expired,
    });
    expect((await readError(await confirm('never-issued'))).errors[0]).toMatchObject({ reason: 'unknown' });

    expect((await client.json('/auth/reset', { email: 'late@example.com' })).status).toBe(202);
    const reset = (await mailsTo(api, 'late@example.com', 2))[1]!;
    expect(reset.subject).toBe('Reset your password');
    expect((await readError(await confirm(tokenOf(reset.text)))).errors[0]).toMatchObject({ reason: 'unknown' });
  });

  it('confirms a pending email whose owner resets the password (the reset link proves the mailbox)', async () => {
    await signup(draft('forgetful@example.com'));
    await mailsTo(api, 'forgetful@example.com', 1);
    await client.json('/auth/reset', { email: 'forgetful@example.com' });
    const reset = (await mailsTo(api, 'forgetful@example.com', 2))[1]!;
    const newPassword = 'a password chosen by reset';
    expect((await client.json('/auth/reset/confirm', { token: tokenOf(reset.text), newPassword })).status).toBe(204);
    expect((await signIn('forgetful@example.com', newPassword)).status).toBe(200);
  });

  it('keeps customers made any other way confirmed (seeds, imports)', async () => {
    expect((await customerNamed(demoCustomer.email))!.emailConfirmedAt).toEqual(expect.any(Date));
  });

  it.each([
    [
      'a job role off the list',
      draft('role@example.com', { custom: { fields: { job_function: 'astronaut' } } }),
      'job_function',
    ],
    [
      'a practice type off the list',
      draft('practice@example.com', { custom: { fields: { practice_type: 'spaceport' } } }),
      'practice_type',
    ],
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
    expect((await signup(draft('sneaky@example.com', { custom: { fields: { is_sales_rep: true } } }))).status).toBe(
      400,
    );
  });
});

describe.each(testDatabaseTargets())('registrations per visitor ($name)', (target) => {
  let api: TestApi;
  let signup: Awaited<ReturnType<typeof registrar>>;
  beforeAll(async () => {
    api = await startTestApi(target, { env: { SIGNUPS_PER_HOUR: '2' } });
    signup = await registrar(api);
  });
  afterAll(() => api.close());

  it('answers 429 with Retry-After beyond the limit, whatever the emails, and only to that visitor', async () => {
    expect((await signup(draft('one@example.com'), '203.0.113.70')).status).toBe(202);
    expect((await signup(draft('not-an-email'), '203.0.113.70')).status).toBe(400);
    const refused = await signup(draft('three@example.com'), '203.0.113.70');
    expect(refused.status).toBe(429);
    expect((await readError(refused)).errors[0]).toMatchObject({ code: 'TooManyRequests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signup(draft('three@example.com'), '203.0.113.71')).status).toBe(202);
    await mailsTo(api, 'three@example.com', 1);
  });
});

describe.each(testDatabaseTargets())('POST /aces/me/signup with bot protection on ($name)', (target) => {
  let api: TestApi;
  let verifier: Awaited<ReturnType<typeof startFakeHttpServer>>;
  beforeAll(async () => {
    verifier = await startFakeHttpServer();
    api = await startTestApi(target, {
      env: { RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: `${verifier.baseUrl}/siteverify` },
    });
  });
  afterAll(async () => {
    await api.close();
    await verifier.close();
  });

  const signup = async (email: string, token: string) =>
    fetch(`${api.baseUrl}/aces/me/signup`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await api.tokenFor(['manage_my_profile'])}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: passphrase, 'recaptcha-token': token }),
    });

  it('registers only when the provider vouches for the register action', async () => {
    verifier.state.respondWith = 200;
    verifier.state.body = { success: true, score: 0.9, action: 'login' };
    expect((await signup('bot@example.com', 'token-1')).status).toBe(400);
    verifier.state.body = { success: true, score: 0.9, action: 'register' };
    expect((await signup('person@example.com', 'token-2')).status).toBe(202);
    expect(verifier.requests.at(-1)!.body).toContain('response=token-2');
    await mailsTo(api, 'person@example.com', 1);
    expect(
      await api.db.select().from(schema.customers).where(eq(schema.customers.email, 'bot@example.com')),
    ).toHaveLength(0);
  });
});
