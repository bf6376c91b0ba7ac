import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { seedAccounts } from '../auth/auth-test-client';

const importerBasic = `Basic ${Buffer.from('importer:importer-demo-secret').toString('base64')}`;

describe.each(testDatabaseTargets())('scope requests naming a customer or anonymous session ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
  });
  afterAll(() => api?.close());

  // Issue 14: a manage_project client got `customer_id:aces`, and /mw/cards, me/orders and me/active-cart then
  // answered 500 looking up customer "aces".
  it.each([
    ['/oauth/token', 'customer_id:aces'],
    ['/oauth/token', 'anonymous_id:aces'],
    ['/oauth/aces/anonymous/token', 'customer_id:aces'],
  ])('%s refuses a manage_project client asking for %s (400 invalid_scope)', async (path, identity) => {
    const response = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: importerBasic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: `manage_my_orders:aces ${identity}` }),
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]).toEqual({
      code: 'invalid_scope',
      message: `Invalid scope: ${identity}`,
    });
  });
});
