import { customerSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../test/test-api';
import { authClient, demoCustomer, seedAccounts } from '../modules/auth/auth-test-client';

const demoRep = { email: 'demo-rep@example.com', password: demoCustomer.password };

describe.each(testDatabaseTargets())('a sales representative signed in without a customer ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let refreshToken: string;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    const response = await authClient(api.baseUrl).json('/auth/user', {
      username: demoRep.email,
      password: demoRep.password,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    refreshToken = tokens.refresh_token;
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  it('reads its own record: a representative, with no address to be told about and no support message sent', async () => {
    const customer = customerSchema.parse(await (await call('GET', '/aces/me')).json());
    expect(customer.email).toBe(demoRep.email);
    expect(customer.custom?.fields.is_sales_rep).toBe(true);
    expect(customer.addresses).toEqual([]);
    const [rep] = await api.db.select().from(schema.customers).where(eq(schema.customers.email, demoRep.email));
    expect(rep!.noAddressMessageSent).toBe(false);
    expect(
      await api.db.select().from(schema.supportMessages).where(eq(schema.supportMessages.customerId, rep!.id)),
    ).toEqual([]);
  });

  it.each([
    ['GET', '/aces/me/active-cart', undefined],
    ['POST', '/aces/me/carts', { currency: 'USD' }],
    ['POST', '/ct/pricing', { shipping_account_number: '100200', items: [{ sku: 'x' }] }],
    ['GET', '/mw/orders', undefined],
    ['GET', '/mw/offices', undefined],
    ['GET', '/mw/cards', undefined],
  ])('is told to choose a customer first on %s %s (403 SubjectRequired)', async (method, path, body) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(403);
    expect((await readError(response)).errors[0]!.code).toBe('SubjectRequired');
  });

  it('stays a representative across refreshes: the session keeps its role', async () => {
    const response = await authClient(api.baseUrl).json('/auth/refresh', { refresh_token: refreshToken });
    const { access_token } = (await response.json()) as { access_token: string };
    const cart = await fetch(`${api.baseUrl}/aces/me/active-cart`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect((await readError(cart)).errors[0]!.code).toBe('SubjectRequired');
  });
});
