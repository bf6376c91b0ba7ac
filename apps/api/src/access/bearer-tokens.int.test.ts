import { authErrorResponseSchema } from '@chairside/contracts';
import { schema, signingKeyRepository } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { signingKeyStore } from '../modules/oauth/signing-key-store';
import { tokenService } from '../modules/oauth/token-service';

const categoryScopesMessage =
  'Insufficient scope. One of the following scopes is missing: view_categories:aces, view_products:aces';

describe.each(testDatabaseTargets())('access tokens on catalogue routes ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db
      .insert(schema.categories)
      .values({ key: 'gloves', name: { 'en-US': 'Gloves' }, slug: { 'en-US': 'gloves' } });
  });
  afterAll(() => api.close());

  const getCategories = (authorization?: string) =>
    fetch(`${api.baseUrl}/aces/categories`, { headers: authorization ? { authorization } : {} });

  const expectInvalidToken = async (response: Response, description: string) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer realm="aces", error="invalid_token", error_description="${description}"`,
    );
    expect(authErrorResponseSchema.parse(await response.json())).toEqual({
      statusCode: 401,
      message: 'invalid_token',
      errors: [{ code: 'invalid_token', message: 'invalid_token' }],
      error: 'invalid_token',
      error_description: description,
    });
  };

  it('lets a token with one of the route scopes through', async () => {
    expect((await getCategories(`Bearer ${await api.tokenFor(['view_categories'])}`)).status).toBe(200);
    expect((await getCategories(`bearer ${await api.tokenFor(['view_products'])}`)).status).toBe(200);
    expect((await getCategories(`Bearer ${await api.tokenFor(['manage_project'])}`)).status).toBe(200);
  });

  it('answers a request without a token with 401 invalid_token and a Bearer challenge', async () => {
    const response = await getCategories();
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="aces"');
    const message = 'This endpoint requires an access token. You can get one from the authorization server.';
    expect(await response.json()).toEqual({
      statusCode: 401,
      message,
      errors: [{ code: 'invalid_token', message }],
      error: 'invalid_token',
      error_description: message,
    });
  });

  it('checks the token before validating the request', async () => {
    expect((await fetch(`${api.baseUrl}/aces/categories?limit=999`)).status).toBe(401);
  });

  it.each([
    'Bearer',
    'Basic c3RvcmVmcm9udDpzZWNyZXQ=',
    'Bearer a b',
    'Bearer not-a-jwt',
    'Bearer a.b.c',
    `Bearer ${'A'.repeat(5000)}`,
  ])('refuses the malformed Authorization header %s', async (authorization) => {
    const response = await getCategories(authorization);
    expect(response.status).toBe(401);
    expect(authErrorResponseSchema.parse(await response.json()).error).toBe('invalid_token');
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = await api.tokenFor(['view_categories']);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    await expectInvalidToken(
      await getCategories(`Bearer ${header}.${payload}.${flipped}`),
      'The access token is invalid.',
    );
  });

  it('refuses a token whose scopes were widened after signing', async () => {
    const token = await api.tokenFor(['view_content']);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const widened = Buffer.from(JSON.stringify({ ...claims, scope: 'manage_project:aces' })).toString('base64url');
    await expectInvalidToken(
      await getCategories(`Bearer ${header}.${widened}.${signature}`),
      'The access token is invalid.',
    );
  });

  it('refuses a token signed with a key the API does not hold, even under a known kid', async () => {
    const [header] = (await api.tokenFor()).split('.');
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ client_id: 'storefront', scope: 'manage_project:aces' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid })
      .setIssuer('chairside:aces')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .setJti('forged-token-id-000000')
      .sign(new TextEncoder().encode('a guessed secret of thirty-two bytes!'));
    await expectInvalidToken(await getCategories(`Bearer ${forged}`), 'The access token is invalid.');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ iss: 'chairside:aces', client_id: 'x', scope: 'manage_project:aces', exp: now + 600, jti: 'x' })}.`;
    await expectInvalidToken(await getCategories(`Bearer ${unsigned}`), 'The access token is invalid.');
  });

  it('refuses an expired token and accepts it until then', async () => {
    // Another instance over the same database, its clock two days behind: its tokens are signed
    // with the shared key and expired 48 h after that.
    const keys = signingKeyStore(signingKeyRepository(api.db));
    const issuedAt = Date.now() - 2 * 86_400_000;
    const expired = await tokenService({
      keys,
      accessTokenTtlSeconds: 172_800 - 5,
      now: () => new Date(issuedAt),
    }).issueAccessToken({
      clientId: 'storefront',
      scopes: ['view_categories:aces'],
    });
    await expectInvalidToken(await getCategories(`Bearer ${expired.accessToken}`), 'The access token has expired.');
    const alive = await tokenService({
      keys,
      accessTokenTtlSeconds: 172_800 + 60,
      now: () => new Date(issuedAt),
    }).issueAccessToken({
      clientId: 'storefront',
      scopes: ['view_categories:aces'],
    });
    expect((await getCategories(`Bearer ${alive.accessToken}`)).status).toBe(200);
  });

  it('answers a token without a route scope with 403 insufficient_scope', async () => {
    const response = await getCategories(`Bearer ${await api.tokenFor(['view_published_products', 'view_content'])}`);
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer realm="aces", error="insufficient_scope", scope="view_categories:aces view_products:aces"',
    );
    expect(await response.json()).toEqual({
      statusCode: 403,
      message: categoryScopesMessage,
      errors: [{ code: 'insufficient_scope', message: categoryScopesMessage }],
      error: 'insufficient_scope',
      error_description: categoryScopesMessage,
    });
  });

  it('refuses a token whose customer_id names no customer', async () => {
    const token = await api.tokenFor(['manage_my_orders', 'customer_id:aces']);
    const response = await fetch(`${api.baseUrl}/aces/me/active-cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await expectInvalidToken(response, 'The access token names no customer.');
  });

  it('does not accept a scope of another project', async () => {
    const token = await api.tokenFor(['view_categories:other', 'manage_project:other']);
    expect((await getCategories(`Bearer ${token}`)).status).toBe(403);
  });

  it('protects every /aces/ and /content/ route of the API, leaving operations and media public', async () => {
    const document = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const protectedOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/aces/') || path.startsWith('/content/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x')] as const),
      );
    expect(protectedOperations.map(([, path]) => path)).toContain('/aces/categories');
    expect(protectedOperations.map(([, path]) => path)).toContain('/content/graphql');
    for (const [method, path] of protectedOperations) {
      const response = await fetch(`${api.baseUrl}${path}`, { method });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
    expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
  });
});
