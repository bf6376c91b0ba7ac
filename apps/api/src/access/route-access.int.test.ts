import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../test/test-api';

interface Operation {
  security?: Record<string, string[]>[];
  'x-access'?: { credentials: string; actors: string[]; subject: boolean };
}

describe.each(testDatabaseTargets())('route access declarations ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, {
      // A route added without a declaration, as a forgetful module would.
      extend: (app) => app.get('/mw/undeclared', async () => ({ open: true })),
    });
  });
  afterAll(() => api.close());

  it('every route in /openapi.json declares who may call it', async () => {
    const document = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    // The one route this test adds without a declaration is the only one found, so the check can see a gap.
    const undeclared = operations.filter(({ operation }) => !operation['x-access'] || !operation.security);
    expect(undeclared.map(({ route }) => route)).toEqual(['GET /mw/undeclared']);
    const accessOf = (route: string) => operations.find((candidate) => candidate.route === route)!.operation;
    expect(accessOf('GET /aces/me/active-cart')['x-access']).toEqual({
      credentials: 'bearer',
      actors: ['anonymous', 'customer', 'sales-rep'],
      subject: true,
    });
    expect(accessOf('GET /aces/me/active-cart').security).toEqual([{ oauth2: ['manage_my_orders:aces'] }]);
    expect(accessOf('POST /auth/user').security).toEqual([{ clientCredentials: [] }]);
    expect(accessOf('GET /health').security).toEqual([]);
  });

  it('refuses a route that declares no access, whoever calls (deny by default)', async () => {
    const anonymous = await fetch(`${api.baseUrl}/mw/undeclared`);
    expect(anonymous.status).toBe(403);
    expect((await readError(anonymous)).errors[0]!.code).toBe('AccessDenied');
    const admin = await fetch(`${api.baseUrl}/mw/undeclared`, {
      headers: { authorization: `Bearer ${await api.tokenFor(['manage_project'])}` },
    });
    expect(admin.status).toBe(403);
  });

  it('answers a client token on a customer route with the spec §8 "not a user token" text', async () => {
    const response = await fetch(`${api.baseUrl}/ct/pricing`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await api.tokenFor(['manage_my_orders'])}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ shipping_account_number: '1', items: [] }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await readError(response)).errors[0]).toEqual({
      code: 'insufficient_scope',
      message: 'This is not a user token. Please log in.',
    });
  });

  it('refuses a caller kind the route does not serve, before reading the body', async () => {
    const customerToken = await api.tokenFor(['manage_my_profile', 'customer_id:00000000-0000-4000-8000-000000000001']);
    const response = await fetch(`${api.baseUrl}/aces/me/signup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(403);
    expect((await readError(response)).errors[0]!.code).toBe('AccessDenied');
  });

  it('marks personal answers no-store, errors included, and leaves catalogue reads cacheable', async () => {
    const anonymousToken = await api.tokenFor(['manage_my_orders', 'anonymous_id:visitor-1']);
    const noCart = await fetch(`${api.baseUrl}/aces/me/active-cart`, {
      headers: { authorization: `Bearer ${anonymousToken}` },
    });
    expect(noCart.status).toBe(404);
    expect(noCart.headers.get('cache-control')).toBe('no-store');
    expect((await api.fetch('/aces/categories')).headers.get('cache-control')).toBeNull();
  });
});
