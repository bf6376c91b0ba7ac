import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { authClient, seedAccounts } from './auth-test-client';
import { hashNeedsUpgrade } from './password-upgrade';

const password = 'molar-lantern-quiet-2026';

describe.each(testDatabaseTargets())('sign-in hardening: rehash, ending other sessions ($name)', (target) => {
  let api: TestApi;
  let client: ReturnType<typeof authClient>;
  let fx: ReturnType<typeof customerFixture>;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    client = authClient(api.baseUrl);
    fx = customerFixture(api.db);
  });
  afterAll(() => api?.close());

  const signIn = async (email: string, secret = password) => {
    const response = await client.json('/auth/user', { username: email, password: secret });
    return {
      status: response.status,
      tokens: response.ok ? ((await response.json()) as { access_token: string; refresh_token: string }) : undefined,
    };
  };
  const refresh = (refreshToken: string) => client.json('/auth/refresh', { refresh_token: refreshToken });
  const revokeOthers = (refreshToken: string, headers: Record<string, string> = {}) =>
    client.json('/auth/sessions/revoke-others', { refresh_token: refreshToken }, headers);
  const storedHash = async (customerId: string) => (await fx.reload(customerId)).passwordHash;

  describe('rehash on sign-in', () => {
    it('replaces a hash made with weaker Argon2 parameters, keeping the password and the customer version', async () => {
      const customer = await fx.customer({ password });
      const weak = await argon2.hash(password, {
        type: argon2.argon2id,
        memoryCost: 4096,
        timeCost: 1,
        parallelism: 1,
      });
      await api.db.update(schema.customers).set({ passwordHash: weak }).where(eq(schema.customers.id, customer.id));
      const { version } = await fx.reload(customer.id);

      // A wrong password leaves the old hash alone.
      expect((await signIn(customer.email, 'not-the-password')).status).toBe(401);
      expect(await storedHash(customer.id)).toBe(weak);

      expect((await signIn(customer.email)).status).toBe(200);
      const upgraded = await storedHash(customer.id);
      expect(upgraded).not.toBe(weak);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(hashNeedsUpgrade(upgraded)).toBe(false);
      expect((await fx.reload(customer.id)).version).toBe(version);
      expect((await signIn(customer.email)).status).toBe(200);
    });

    it('leaves a hash with today’s (or stronger) parameters as it is', async () => {
      const customer = await fx.customer({ password });
      const strong = await argon2.hash(password, {
        type: argon2.argon2id,
        memoryCost: 32_768,
        timeCost: 3,
        parallelism: 1,
      });
      await api.db.update(schema.customers).set({ passwordHash: strong }).where(eq(schema.customers.id, customer.id));
      expect((await signIn(customer.email)).status).toBe(200);
      expect(await storedHash(customer.id)).toBe(strong);
    });
  });

  describe('POST /auth/sessions/revoke-others', () => {
    it("ends the customer's other sessions and keeps the caller's", async () => {
      const customer = await fx.customer({ password });
      const bystander = await fx.customer({ password });
      const [laptop, tablet, phone, elsewhere] = await Promise.all([
        signIn(customer.email),
        signIn(customer.email),
        signIn(customer.email),
        signIn(bystander.email),
      ]);

      const response = await revokeOthers(tablet.tokens!.refresh_token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ revoked: 2 });

      expect((await refresh(laptop.tokens!.refresh_token)).status).toBe(400);
      expect((await refresh(phone.tokens!.refresh_token)).status).toBe(400);
      const kept = await refresh(tablet.tokens!.refresh_token);
      expect(kept.status).toBe(200);
      // Another customer's session is untouched.
      expect((await refresh(elsewhere.tokens!.refresh_token)).status).toBe(200);

      const sessions = await api.db
        .select()
        .from(schema.authSessions)
        .where(eq(schema.authSessions.customerId, customer.id));
      expect(sessions.filter((session) => session.revokedReason === 'ended_by_customer')).toHaveLength(2);

      // Nothing left to end: 0.
      const again = await revokeOthers(((await kept.json()) as { refresh_token: string }).refresh_token);
      expect(await again.json()).toEqual({ revoked: 0 });
    });

    it('refuses a revoked, spent, unknown or anonymous refresh token with 400 invalid_grant', async () => {
      const customer = await fx.customer({ password });
      const first = await signIn(customer.email);
      const second = await signIn(customer.email);
      await revokeOthers(second.tokens!.refresh_token);
      const rotated = await refresh(second.tokens!.refresh_token);
      expect(rotated.status).toBe(200);
      const anonymous = (await (await client.json('/auth/anonymous', {})).json()) as { refresh_token: string };

      for (const token of [
        first.tokens!.refresh_token,
        second.tokens!.refresh_token,
        'aces:unknown',
        anonymous.refresh_token,
      ]) {
        const response = await revokeOthers(token);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
      }
    });

    it('requires the storefront client credentials', async () => {
      const customer = await fx.customer({ password });
      const { tokens } = await signIn(customer.email);
      const response = await revokeOthers(tokens!.refresh_token, {
        authorization: `Basic ${Buffer.from('storefront:wrong').toString('base64')}`,
      });
      expect(response.status).toBe(401);
    });
  });
});
