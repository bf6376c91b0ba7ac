import { access } from './access/route-access';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, readError, startTestApi, type TestApi } from '../test/test-api';

describe.each(testDatabaseTargets())('HTTP behaviour common to all routes ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, {
      extend: (app) =>
        app.get('/test/explode', { config: { access: access.public() } }, async () => {
          throw new Error('connection string postgres://secret@db leaked');
        }),
    });
  });
  afterAll(() => api.close());

  it('answers an unknown route with a commercetools 404 naming the path', async () => {
    const response = await fetch(`${api.baseUrl}/no/such/route?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /no/such/route',
      errors: [{ code: 'ResourceNotFound', message: 'Page Not Found: /no/such/route' }],
    });
  });

  it('rejects malformed JSON with InvalidJsonInput', async () => {
    const response = await fetch(`${api.baseUrl}/mw/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'Request body does not contain valid JSON.',
      errors: [{ code: 'InvalidJsonInput', message: 'Request body does not contain valid JSON.' }],
    });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await postJson(`${api.baseUrl}/mw/newsletter`, { email: 'a'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    expect((await readError(response)).errors[0]?.code).toBe('RequestEntityTooLarge');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await fetch(`${api.baseUrl}/mw/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@example.com',
    });
    expect(response.status).toBe(415);
    expect((await readError(response)).errors[0]?.code).toBe('UnsupportedMediaType');
  });

  it('rejects an unknown query parameter, naming it', async () => {
    const response = await api.fetch(`/aces/categories?colour=red`);
    expect(response.status).toBe(400);
    const body = await readError(response);
    expect(body.errors[0]?.code).toBe('InvalidInput');
    expect(body.message).toContain('colour');
  });

  it('rejects limit=501, naming the field and the bound', async () => {
    const response = await api.fetch(`/aces/categories?limit=501`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'limit: Too big: expected number to be <=500',
      errors: [{ code: 'InvalidInput', message: 'limit: Too big: expected number to be <=500' }],
    });
  });

  it('answers an unexpected failure with a bare 500 General, hiding the internal text', async () => {
    const response = await fetch(`${api.baseUrl}/test/explode`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      errors: [{ code: 'General', message: 'Internal server error' }],
    });
    expect(text).not.toContain('secret');
    // The server is still serving.
    expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
  });

  it('sends security headers and a request id on every response', async () => {
    for (const path of ['/health', '/no/such/route']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async () => {
    const kept = await fetch(`${api.baseUrl}/health`, { headers: { 'x-request-id': 'web-1234' } });
    expect(kept.headers.get('x-request-id')).toBe('web-1234');
    const replaced = await fetch(`${api.baseUrl}/health`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
