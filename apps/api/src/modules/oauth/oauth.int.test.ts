import { authErrorResponseSchema, tokenResponseSchema } from '@chairside/contracts';
import { hashClientSecret, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

const storefrontScopes = ['view_published_products:aces', 'view_categories:aces', 'view_content:aces'];
const basic = (clientId: string, secret: string) => `Basic ${btoa(`${clientId}:${secret}`)}`;
const storefrontAuth = basic('storefront', 'storefront-demo-secret');

describe.each(testDatabaseTargets())('POST /oauth/token ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db.insert(schema.apiClients).values([
      {
        clientId: 'storefront',
        name: 'Storefront',
        secretHash: hashClientSecret('storefront-demo-secret'),
        scopes: storefrontScopes,
      },
      {
        clientId: 'importer',
        name: 'Importer',
        secretHash: hashClientSecret('importer-demo-secret'),
        scopes: ['manage_project:aces'],
      },
    ]);
  });
  afterAll(() => api.close());

  const requestToken = (
    body: string | undefined,
    options: { authorization?: string; query?: string; contentType?: string } = {},
  ) =>
    fetch(`${api.baseUrl}/oauth/token${options.query ? `?${options.query}` : ''}`, {
      method: 'POST',
      headers: {
        ...(options.authorization !== '' ? { authorization: options.authorization ?? storefrontAuth } : {}),
        ...(body !== undefined ? { 'content-type': options.contentType ?? 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });

  const expectAuthError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    const body = authErrorResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ statusCode: status, error: code, errors: [{ code }] });
    return body;
  };

  it("issues a 48-hour bearer token with all of the client's scopes, not cacheable, without a refresh token", async () => {
    const response = await requestToken('grant_type=client_credentials');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const json = (await response.json()) as Record<string, unknown>;
    const token = tokenResponseSchema.parse(json);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 172_800, scope: storefrontScopes.join(' ') });
    expect('refresh_token' in json).toBe(false);
    const categories = await api.fetch('/aces/categories', {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(categories.status).toBe(200);
  });

  it('issues a token for a requested subset, scope sent unencoded as the SDK does', async () => {
    const response = await requestToken(
      'grant_type=client_credentials&scope=view_published_products:aces view_content:aces',
    );
    const token = tokenResponseSchema.parse(await response.json());
    expect(token.scope).toBe('view_published_products:aces view_content:aces');
    // The narrowed token no longer reads categories.
    const categories = await api.fetch('/aces/categories', {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(categories.status).toBe(403);
  });

  it('accepts the parameters as query parameters too', async () => {
    const response = await requestToken(undefined, {
      query: 'grant_type=client_credentials&scope=view_categories%3Aaces',
    });
    expect(tokenResponseSchema.parse(await response.json()).scope).toBe('view_categories:aces');
  });

  it('gives each token a fresh random id', async () => {
    const [a, b] = await Promise.all([
      requestToken('grant_type=client_credentials'),
      requestToken('grant_type=client_credentials'),
    ]);
    const payload = async (response: Response) =>
      JSON.parse(
        Buffer.from(
          tokenResponseSchema.parse(await response.json()).access_token.split('.')[1]!,
          'base64url',
        ).toString(),
      );
    const [first, second] = await Promise.all([payload(a!), payload(b!)]);
    expect(first.jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.jti).not.toBe(second.jti);
    expect(first).toMatchObject({ client_id: 'storefront', sub: 'storefront', scope: storefrontScopes.join(' ') });
  });

  it('lets a manage_project client narrow its token to any project scope', async () => {
    const response = await requestToken('grant_type=client_credentials&scope=view_products:aces', {
      authorization: basic('importer', 'importer-demo-secret'),
    });
    expect(tokenResponseSchema.parse(await response.json()).scope).toBe('view_products:aces');
  });

  it.each([
    ['a wrong secret', basic('storefront', 'guess')],
    ['an unknown client', basic('nobody', 'storefront-demo-secret')],
    ['no Authorization header', ''],
    ['a Bearer header', 'Bearer abc'],
    ['Basic without a colon', `Basic ${btoa('storefront')}`],
  ])('answers %s with 401 invalid_client and a Basic challenge', async (_case, authorization) => {
    const response = await requestToken('grant_type=client_credentials', { authorization });
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="aces"/);
    expect(await expectAuthError(response, 401, 'invalid_client')).toEqual({
      statusCode: 401,
      message: 'Please provide valid client credentials using HTTP Basic Authentication.',
      errors: [
        { code: 'invalid_client', message: 'Please provide valid client credentials using HTTP Basic Authentication.' },
      ],
      error: 'invalid_client',
      error_description: 'Please provide valid client credentials using HTTP Basic Authentication.',
    });
  });

  it('refuses an unsupported grant type', async () => {
    const body = await expectAuthError(
      await requestToken('grant_type=password&username=a&password=b'),
      400,
      'unsupported_grant_type',
    );
    expect(body.message).toContain("'password'");
  });

  it('refuses a request without grant_type', async () => {
    expect(
      (await expectAuthError(await requestToken('scope=view_categories:aces'), 400, 'invalid_request')).message,
    ).toContain('grant_type');
  });

  it('refuses scopes the client does not hold, naming them', async () => {
    const body = await expectAuthError(
      await requestToken('grant_type=client_credentials&scope=view_categories:aces manage_project:aces'),
      400,
      'invalid_scope',
    );
    expect(body.message).toBe('Invalid scope: manage_project:aces');
  });

  it('refuses a parameter given twice', async () => {
    await expectAuthError(
      await requestToken('grant_type=client_credentials', { query: 'grant_type=client_credentials' }),
      400,
      'invalid_request',
    );
    await expectAuthError(await requestToken('grant_type=client_credentials&scope=a&scope=b'), 400, 'invalid_request');
  });

  it('refuses a JSON body', async () => {
    const response = await requestToken(JSON.stringify({ grant_type: 'client_credentials' }), {
      contentType: 'application/json',
    });
    expect((await expectAuthError(response, 400, 'invalid_request')).message).toContain(
      'application/x-www-form-urlencoded',
    );
  });

  it('checks the client before anything else', async () => {
    await expectAuthError(
      await requestToken('grant_type=password', { authorization: basic('storefront', 'guess') }),
      401,
      'invalid_client',
    );
  });
});
