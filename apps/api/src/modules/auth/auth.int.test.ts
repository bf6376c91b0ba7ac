import { passwordResetRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { tokenDigest } from './opaque-token';
import { authClient, demoCustomer, seedAccounts } from './auth-test-client';

const customerIdOf = (scope: string) => /customer_id:([0-9a-f-]{36})/.exec(scope)?.[1];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface TokenBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}
const tokensOf = async (response: Response | Promise<Response>) => (await (await response).json()) as TokenBody;

describe.each(testDatabaseTargets())('sign-in, sessions and password reset ($name)', (target) => {
  let api: TestApi;
  let client: ReturnType<typeof authClient>;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts, env: { LOGIN_FAILURES_PER_ACCOUNT: '3' } });
    client = authClient(api.baseUrl);
  });
  afterAll(() => api?.close());

  const passwordGrant = (username: string, password: string) =>
    client.form('/oauth/aces/customers/token', { grant_type: 'password', username, password });
  const signIn = async (username = demoCustomer.email, password = demoCustomer.password) => {
    const response = await client.json('/auth/user', { username, password });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
  };
  const refresh = (refreshToken: string) => client.json('/auth/refresh', { refresh_token: refreshToken });
  /** Moves a spent refresh token's use into the past (the reuse grace is 10 s by default). */
  const spentSecondsAgo = (refreshToken: string, seconds: number) =>
    api.db
      .update(schema.refreshTokens)
      .set({ usedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(schema.refreshTokens.tokenHash, tokenDigest(refreshToken)));
  const categories = (token: string) => fetch(`${api.baseUrl}/aces/categories?limit=1`, { headers: bearer(token) });

  describe('OAuth grants', () => {
    it('issues an anonymous session: generated id, scope anonymous_id, a refresh token; a given id is used once', async () => {
      const response = await client.form('/oauth/aces/anonymous/token', { grant_type: 'client_credentials' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await tokensOf(response);
      expect(body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 900,
        refresh_token: expect.stringMatching(/^aces:[\w-]{43}$/),
      });
      expect(body.scope).toMatch(/(^| )anonymous_id:[0-9a-f-]{36}( |$)/);
      expect((await categories(body.access_token)).status).toBe(200);

      const pinned = await client.form('/oauth/aces/anonymous/token', {
        grant_type: 'client_credentials',
        anonymous_id: 'visitor-42',
      });
      expect((await tokensOf(pinned)).scope).toContain('anonymous_id:visitor-42');
      const again = await client.form('/oauth/aces/anonymous/token', {
        grant_type: 'client_credentials',
        anonymous_id: 'visitor-42',
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'invalid_request' });
    });

    it('refuses anonymous sessions to a client without create_anonymous_token', async () => {
      const importer = `Basic ${Buffer.from('importer:importer-demo-secret').toString('base64')}`;
      await api.db
        .update(schema.apiClients)
        .set({ scopes: ['view_products:aces'] })
        .where(eq(schema.apiClients.clientId, 'importer'));
      const response = await client.form(
        '/oauth/aces/anonymous/token',
        { grant_type: 'client_credentials' },
        { authorization: importer },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'unauthorized_client' });
    });

    it('signs a customer in with the password grant: scope customer_id, the token passes access control', async () => {
      const response = await passwordGrant(demoCustomer.email.toUpperCase(), demoCustomer.password);
      expect(response.status).toBe(200);
      const body = await tokensOf(response);
      const [customer] = await api.db
        .select()
        .from(schema.customers)
        .where(eq(schema.customers.email, demoCustomer.email));
      expect(customerIdOf(body.scope)).toBe(customer!.id);
      expect(body.refresh_token).toMatch(/^aces:/);
      expect((await categories(body.access_token)).status).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 400 body', async () => {
      const wrong = await passwordGrant(demoCustomer.email, 'not-the-password');
      const unknown = await passwordGrant('nobody-here@example.com', 'not-the-password');
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      const expected = {
        statusCode: 400,
        message: 'Customer account with the given credentials not found.',
        errors: [
          {
            code: 'invalid_customer_account_credentials',
            message: 'Customer account with the given credentials not found.',
          },
        ],
        error: 'invalid_customer_account_credentials',
        error_description: 'Customer account with the given credentials not found.',
      };
      expect(await wrong.json()).toEqual(expected);
      expect(await unknown.json()).toEqual(expected);
    });

    it('refreshes at /oauth/token and at the anonymous path, rotating the refresh token', async () => {
      const first = await tokensOf(passwordGrant(demoCustomer.email, demoCustomer.password));
      const second = await tokensOf(
        client.form('/oauth/token', { grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      );
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(customerIdOf(second.scope)).toBe(customerIdOf(first.scope));
      const third = await client.form('/oauth/aces/anonymous/token', {
        grant_type: 'refresh_token',
        refresh_token: second.refresh_token,
      });
      expect(third.status).toBe(200);
    });

    it('refuses a refresh token presented by another client', async () => {
      const tokens = await tokensOf(passwordGrant(demoCustomer.email, demoCustomer.password));
      await api.db
        .update(schema.apiClients)
        .set({ scopes: ['view_products:aces'] })
        .where(eq(schema.apiClients.clientId, 'importer'));
      const importer = `Basic ${Buffer.from('importer:importer-demo-secret').toString('base64')}`;
      const stolen = await client.form(
        '/oauth/token',
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
        { authorization: importer },
      );
      expect(stolen.status).toBe(400);
      expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
      expect(
        (await client.form('/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }))
          .status,
      ).toBe(200);
    });
  });

  describe('auth service', () => {
    it('requires the storefront client credentials', async () => {
      for (const authorization of ['', `Basic ${Buffer.from('storefront:wrong').toString('base64')}`]) {
        const response = await client.json('/auth/anonymous', {}, { authorization });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: 'invalid_client' });
      }
    });

    it('POST /auth/anonymous returns access_token, refresh_token and expires_in only', async () => {
      const response = await client.json('/auth/anonymous', {});
      expect(response.status).toBe(200);
      expect(Object.keys(await tokensOf(response)).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
    });

    it('POST /auth/user signs in; the token carries the session and starts in the first office', async () => {
      const tokens = await signIn();
      expect(tokens.expires_in).toBe(900);
      const payload = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString());
      const [session] = await api.db.select().from(schema.authSessions).where(eq(schema.authSessions.id, payload.sid));
      expect(session).toMatchObject({ customerId: customerIdOf(payload.scope), revokedAt: null });
      expect(session!.activeBusinessUnitId).not.toBeNull();
    });

    it('POST /auth/user answers wrong credentials with 401, the same for unknown emails', async () => {
      const wrong = await client.json('/auth/user', { username: 'demo-rep@example.com', password: 'wrong-password' });
      const unknown = await client.json('/auth/user', { username: 'ghost@example.com', password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual(await unknown.json());
    });

    it('rotates refresh tokens; reusing a spent one revokes the whole family', async () => {
      const first = await signIn();
      const rotated = await refresh(first.refresh_token);
      expect(rotated.status).toBe(200);
      const second = await tokensOf(rotated);
      expect(second.refresh_token).not.toBe(first.refresh_token);

      // Spent longer ago than the reuse grace: a replay.
      await spentSecondsAgo(first.refresh_token, 11);
      const replay = await refresh(first.refresh_token);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({
        error: 'invalid_grant',
        message: 'The refresh token was not found. It may have expired.',
      });
      // The legitimate successor dies with the family.
      expect((await refresh(second.refresh_token)).status).toBe(400);
    });

    it('gives a token spent within the reuse grace (another storefront process refreshing at once) its own successor; the session lives on', async () => {
      const first = await signIn();
      const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [fromA, fromB] = [await tokensOf(a), await tokensOf(b)];
      expect(fromA.refresh_token).not.toBe(fromB.refresh_token);
      expect((await categories(fromB.access_token)).status).toBe(200);
      expect((await refresh(fromA.refresh_token)).status).toBe(200);
      expect((await refresh(fromB.refresh_token)).status).toBe(200);
      // Once the grace is over, the first token is a replay again and ends the session.
      await spentSecondsAgo(first.refresh_token, 11);
      expect((await refresh(first.refresh_token)).status).toBe(400);
    });

    it('logout revokes the session (204) and its refresh token stops working', async () => {
      const tokens = await signIn();
      const logout = await client.json('/auth/logout', { refresh_token: tokens.refresh_token });
      expect(logout.status).toBe(204);
      expect((await refresh(tokens.refresh_token)).status).toBe(400);
      // Unknown tokens get the same 204: logout says nothing about tokens.
      expect((await client.json('/auth/logout', { refresh_token: 'aces:unknown' })).status).toBe(204);
    });

    it('refuses expired and forged access tokens with 401', async () => {
      const tokens = await signIn();
      const [header, payload, signature] = tokens.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const expired = Buffer.from(JSON.stringify({ ...claims, exp: claims.iat - 1 })).toString('base64url');
      const forged = [`${header}.${expired}.${signature}`, `${header}.${payload}.${signature!.slice(0, -4)}AAAA`];
      for (const token of forged) expect((await categories(token)).status).toBe(401);

      const { tokenService } = await import('../oauth/token-service');
      const { signingKeyStore } = await import('../oauth/signing-key-store');
      const { signingKeyRepository } = await import('@chairside/db');
      const past = tokenService({
        keys: signingKeyStore(signingKeyRepository(api.db)),
        accessTokenTtlSeconds: 60,
        now: () => new Date(Date.now() - 120_000),
      });
      const stale = await past.issueAccessToken({
        clientId: 'storefront',
        scopes: claims.scope.split(' '),
        sessionId: claims.sid,
      });
      const response = await categories(stale.accessToken);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: 'invalid_token',
        error_description: 'The access token has expired.',
      });
    });

    it('limits failures per account: 429 with Retry-After and TooManyRequests, even with the right password', async () => {
      const email = 'demo-rep@example.com';
      await api.db.delete(schema.authFailures);
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await passwordGrant(email, `wrong-${attempt}`)).status).toBe(400);
      const blocked = await client.json('/auth/user', {
        username: email.toUpperCase(),
        password: demoCustomer.password,
      });
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await blocked.json()).toMatchObject({ statusCode: 429, errors: [{ code: 'TooManyRequests' }] });
      // Another account from the same IP is unaffected.
      await signIn();
      // Once the failures age out of the window, the right password works and clears them.
      await api.db.update(schema.authFailures).set({ occurredAt: new Date(Date.now() - 16 * 60_000) });
      expect((await passwordGrant(email, demoCustomer.password)).status).toBe(200);
    });
  });

  describe('password reset', () => {
    const email = 'demo-retail@example.com';
    const mailsTo = (to: string) => api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));
    async function awaitMail(to: string, count: number) {
      for (let tries = 0; tries < 100; tries += 1) {
        const mails = await mailsTo(to);
        if (mails.length >= count) return mails;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to}`);
    }

    it('answers 202 with the same body for known and unknown emails, mailing only the known one', async () => {
      const known = await client.json('/auth/reset', { email: email.toUpperCase() });
      const unknown = await client.json('/auth/reset', { email: 'nobody-at-all@example.com' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(await known.json()).toEqual(await unknown.json());
      const [mail] = await awaitMail(email, 1);
      expect(mail!.text).toMatch(/http:\/\/localhost:3000\/customer\/account\/newpassword\?token=[\w-]{43}/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mailsTo('nobody-at-all@example.com')).toHaveLength(0);
    });

    it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
      const session = await signIn(email);
      const mails = await awaitMail(email, 1);
      const token = new URL(/http\S+/.exec(mails.at(-1)!.text)![0]).searchParams.get('token')!;

      const weak = await client.json('/auth/reset/confirm', { token, newPassword: 'password1' });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ errors: [{ code: 'InvalidField', field: 'newPassword' }] });
      expect((await client.json('/auth/reset/confirm', { token, newPassword: 'short' })).status).toBe(400);

      const newPassword = 'a quiet harbour at dusk';
      expect((await client.json('/auth/reset/confirm', { token, newPassword })).status).toBe(204);
      expect((await refresh(session.refresh_token)).status).toBe(400);
      expect((await passwordGrant(email, demoCustomer.password)).status).toBe(400);
      expect((await passwordGrant(email, newPassword)).status).toBe(200);

      const reused = await client.json('/auth/reset/confirm', { token, newPassword: 'another fine passphrase' });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({
        errors: [{ code: 'InvalidResetToken', reason: 'used', message: expect.stringContaining('already been used') }],
      });
    });

    it('refuses expired and unknown links', async () => {
      const [customer] = await api.db.select().from(schema.customers).where(eq(schema.customers.email, email));
      await passwordResetRepository(api.db).create({
        tokenHash: tokenDigest('expired-token'),
        customerId: customer!.id,
        expiresAt: new Date(Date.now() - 1000),
      });
      const expired = await client.json('/auth/reset/confirm', {
        token: 'expired-token',
        newPassword: 'a quiet harbour at dawn',
      });
      expect(await expired.json()).toMatchObject({
        statusCode: 400,
        errors: [{ code: 'InvalidResetToken', reason: 'expired' }],
      });
      const unknown = await client.json('/auth/reset/confirm', {
        token: 'never-issued',
        newPassword: 'a quiet harbour at dawn',
      });
      expect(await unknown.json()).toMatchObject({
        statusCode: 400,
        errors: [{ code: 'InvalidResetToken', reason: 'unknown' }],
      });
    });
  });
});

describe.each(testDatabaseTargets())('per-IP limits and bot protection ($name)', (target) => {
  let api: TestApi;
  let proxied: TestApi;
  let siteverify: Awaited<ReturnType<typeof startFakeHttpServer>>;

  beforeAll(async () => {
    siteverify = await startFakeHttpServer();
    api = await startTestApi(target, { prepare: seedAccounts, env: { LOGIN_FAILURES_PER_IP: '4' } });
    proxied = await startTestApi(target, {
      prepare: seedAccounts,
      env: {
        LOGIN_FAILURES_PER_IP: '4',
        TRUST_PROXY: 'true',
        RECAPTCHA_SECRET_KEY: 'test-secret',
        RECAPTCHA_VERIFY_URL: `${siteverify.baseUrl}/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await proxied?.close();
    await siteverify?.close();
  });

  it('counts failures per client IP across accounts, ignoring a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const client = authClient(api.baseUrl);
    for (let n = 0; n < 4; n += 1) {
      const response = await client.form(
        '/oauth/aces/customers/token',
        { grant_type: 'password', username: `someone-${n}@example.com`, password: 'x' },
        { 'x-forwarded-for': `198.51.100.${n}` },
      );
      expect(response.status).toBe(400);
    }
    const blocked = await client.form(
      '/oauth/aces/customers/token',
      { grant_type: 'password', ...{ username: demoCustomer.email, password: demoCustomer.password } },
      { 'x-forwarded-for': '198.51.100.99' },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with TRUST_PROXY, takes the client IP from X-Forwarded-For', async () => {
    const client = authClient(proxied.baseUrl);
    const login = (ip: string, password = 'x') =>
      client.form(
        '/oauth/aces/customers/token',
        { grant_type: 'password', username: `p-${Math.random()}@example.com`, password },
        { 'x-forwarded-for': ip },
      );
    for (let n = 0; n < 4; n += 1) expect((await login('203.0.113.7')).status).toBe(400);
    expect((await login('203.0.113.7')).status).toBe(429);
    expect((await login('203.0.113.8')).status).toBe(400);
  });

  it('POST /auth/user needs a passing reCAPTCHA (action login); a refusal is 400 BotProtectionFailed', async () => {
    const client = authClient(proxied.baseUrl);
    const body = { username: demoCustomer.email, password: demoCustomer.password, 'recaptcha-token': 'browser-token' };
    siteverify.state.respondWith = 200;
    siteverify.state.body = { success: true, score: 0.9, action: 'login' };
    const passed = await client.json('/auth/user', body, { 'x-forwarded-for': '192.0.2.10' });
    expect(passed.status).toBe(200);
    expect(new URLSearchParams(siteverify.requests.at(-1)!.body).get('remoteip')).toBe('192.0.2.10');

    siteverify.state.body = { success: true, score: 0.1, action: 'login' };
    const refused = await client.json('/auth/user', body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'BotProtectionFailed' }] });

    const { 'recaptcha-token': _omitted, ...withoutToken } = body;
    expect((await client.json('/auth/user', withoutToken)).status).toBe(400);

    siteverify.state.body = { success: true, score: 0.9, action: 'login' };
    expect(
      (await client.json('/auth/reset', { email: demoCustomer.email, 'recaptcha-token': 'browser-token' })).status,
    ).toBe(400);
  });
});
