import { visitorAddressHeader } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { authClient, demoCustomer, seedAccounts, storefrontBasic } from './auth-test-client';

const importerBasic = `Basic ${Buffer.from('importer:importer-demo-secret').toString('base64')}`;
const from = (address: string) => ({ [visitorAddressHeader]: address });

describe.each(testDatabaseTargets())('limits per visitor ($name)', (target) => {
  let api: TestApi;
  let client: ReturnType<typeof authClient>;
  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: seedAccounts,
      env: { LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ACCOUNT_HOUR: '7', CONTACT_MESSAGES_PER_HOUR: '2' },
    });
    client = authClient(api.baseUrl);
  });
  beforeEach(() => api.db.delete(schema.authFailures));
  afterAll(() => api.close());

  const signIn = (password: string, visitor: string, headers: Record<string, string> = {}) =>
    client.json('/auth/user', { username: demoCustomer.email, password }, { ...from(visitor), ...headers });

  it('stops a visitor guessing an account without locking its owner out elsewhere', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('wrong', '203.0.113.1')).status).toBe(401);
    expect((await signIn(demoCustomer.password, '203.0.113.1')).status).toBe(429);
    expect((await signIn(demoCustomer.password, '198.51.100.7')).status).toBe(200);
  });

  it('bounds guessing spread over many addresses per account and hour', async () => {
    for (let visitor = 1; visitor <= 7; visitor += 1)
      expect((await signIn('wrong', `203.0.113.${visitor}`)).status).toBe(401);
    const blocked = await signIn(demoCustomer.password, '198.51.100.8');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
  });

  it('believes the visitor address only from the storefront: another client is counted as itself', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signIn('wrong', `203.0.113.${attempt}`, { authorization: importerBasic })).status).toBe(401);
    // All three counted against the importer's own address, whatever it named.
    expect((await signIn(demoCustomer.password, '203.0.113.99', { authorization: importerBasic })).status).toBe(429);
    expect((await signIn(demoCustomer.password, '203.0.113.99')).status).toBe(200);
    // A malformed address is ignored too: that request counts as the peer's own, which the guesses above blocked.
    expect((await signIn(demoCustomer.password, 'not-an-address')).status).toBe(429);
  });

  it('counts wrong current passwords as failed sign-ins (me/password)', async () => {
    const tokens = (await (await signIn(demoCustomer.password, '203.0.113.50')).json()) as { access_token: string };
    const [customer] = await api.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.email, demoCustomer.email));
    const change = (currentPassword: string, visitor: string) =>
      fetch(`${api.baseUrl}/aces/me/password`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          'content-type': 'application/json',
          ...from(visitor),
        },
        body: JSON.stringify({
          version: customer!.version,
          currentPassword,
          newPassword: 'a new long passphrase 2026',
        }),
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await change('guess', '203.0.113.50')).status).toBe(400);
    expect((await change(demoCustomer.password, '203.0.113.50')).status).toBe(429);
    // The guesses count at the sign-in form too.
    expect((await signIn(demoCustomer.password, '203.0.113.50')).status).toBe(429);
  });

  it('counts contact-form messages per visitor', async () => {
    // The contact form is public; the storefront sends its client credentials so that its visitor header counts.
    const storefront = (visitor: string, authorization = storefrontBasic) =>
      fetch(`${api.baseUrl}/mw/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization, ...from(visitor) },
        body: JSON.stringify({
          name: 'Dana',
          email: 'dana@example.com',
          topic: 'order',
          message: 'Where is my order?',
        }),
      });
    for (let message = 0; message < 2; message += 1) expect((await storefront('203.0.113.60')).status).toBe(201);
    expect((await storefront('203.0.113.60')).status).toBe(429);
    expect((await storefront('203.0.113.61')).status).toBe(201);
    // Wrong credentials on a public route are refused rather than ignored.
    expect((await storefront('203.0.113.62', 'Basic c3RvcmVmcm9udDp3cm9uZw==')).status).toBe(401);
  });
});
