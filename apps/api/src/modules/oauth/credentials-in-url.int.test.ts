import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { createLogger } from '../../logger';
import { demoCustomer, seedAccounts, storefrontBasic } from '../auth/auth-test-client';

describe.each(testDatabaseTargets())('credentials in a URL ($name)', (target) => {
  const lines: string[] = [];
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: seedAccounts,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
  });
  afterAll(() => api.close());

  const post = (path: string, init: { body?: string; contentType?: string } = {}) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: storefrontBasic,
        ...(init.body === undefined ? {} : { 'content-type': init.contentType ?? 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    });

  it('refuses a password or refresh token in the query string with 400, and never logs it', async () => {
    const secret = encodeURIComponent(demoCustomer.password);
    const grant = await post(
      `/oauth/aces/customers/token?grant_type=password&username=${demoCustomer.email}&password=${secret}`,
    );
    expect(grant.status).toBe(400);
    expect((await readError(grant)).errors[0]!.code).toBe('invalid_request');
    const refresh = await post('/oauth/token?grant_type=refresh_token&refresh_token=aces%3Asecret-refresh-token');
    expect(refresh.status).toBe(400);
    // The auth service takes a JSON body only; a query string is refused whatever it holds.
    const user = await post(`/auth/user?password=${secret}`, {
      body: JSON.stringify({ username: demoCustomer.email, password: demoCustomer.password }),
    });
    expect(user.status).toBe(400);
    const log = lines.join('');
    expect(log).toContain('/oauth/aces/customers/token?[redacted]');
    for (const leaked of [demoCustomer.password, secret, 'secret-refresh-token', demoCustomer.email])
      expect(log).not.toContain(leaked);
  });

  it('still takes non-secret token parameters in the query string, as the commercetools RAML allows', async () => {
    const response = await post('/oauth/token?grant_type=client_credentials');
    expect(response.status).toBe(200);
  });
});
