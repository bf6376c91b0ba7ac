import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { authClient, demoCustomer, seedAccounts } from './auth-test-client';
import { until } from '../../../test/until';

/** Resolves once `condition` holds, checking every 20 ms; a condition that never holds fails by the test's timeout. */
describe.each(testDatabaseTargets())('an ended session ends its access ($name)', (target) => {
  let api: TestApi;
  let client: ReturnType<typeof authClient>;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts, env: { SESSION_REVOCATION_POLL_MS: '50' } });
    client = authClient(api.baseUrl);
  });
  afterAll(() => api.close());

  const signIn = async () =>
    (await (
      await client.json('/auth/user', { username: demoCustomer.email, password: demoCustomer.password })
    ).json()) as {
      access_token: string;
      refresh_token: string;
    };
  const me = (accessToken: string) =>
    fetch(`${api.baseUrl}/aces/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  const refused = async (accessToken: string) => (await me(accessToken)).status === 401;

  it('refuses the access token of a session that signed out, and only that one', async () => {
    const [leaving, staying] = [await signIn(), await signIn()];
    expect((await me(leaving.access_token)).status).toBe(200);
    expect((await client.json('/auth/logout', { refresh_token: leaving.refresh_token })).status).toBe(204);
    await until(() => refused(leaving.access_token));
    const answer = await me(leaving.access_token);
    expect((await readError(answer)).error_description).toBe('The session of this access token has ended.');
    expect((await me(staying.access_token)).status).toBe(200);
  });

  it("ends the customer's other sessions' access when the password changes", async () => {
    const [changing, other] = [await signIn(), await signIn()];
    const [customer] = await api.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.email, demoCustomer.email));
    const change = (newPassword: string, currentPassword: string, version: number) =>
      fetch(`${api.baseUrl}/aces/me/password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${changing.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version, currentPassword, newPassword }),
      });
    const changed = await change('another long passphrase 2026', demoCustomer.password, customer!.version);
    expect(changed.status).toBe(200);
    await until(() => refused(other.access_token));
    expect((await me(changing.access_token)).status).toBe(200);
    // Put the demo password back for the other tests of this database.
    const { version } = (await changed.json()) as { version: number };
    expect((await change(demoCustomer.password, 'another long passphrase 2026', version)).status).toBe(200);
  });
});
