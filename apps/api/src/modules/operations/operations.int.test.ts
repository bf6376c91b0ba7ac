import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('operations endpoints ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  it('reports liveness', async () => {
    const response = await fetch(`${api.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness with the database dialect', async () => {
    const response = await fetch(`${api.baseUrl}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: target.name });
  });

  it('exposes Prometheus metrics including the request duration histogram', async () => {
    await fetch(`${api.baseUrl}/health`);
    const response = await fetch(`${api.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} [1-9]/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await fetch(`${api.baseUrl}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/ready',
        '/aces/categories',
        '/aces/categories/{id}',
        '/mw/route-rules',
        '/mw/newsletter',
      ]),
    );
    expect(document.paths['/aces/categories']?.get?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'sort', 'where', 'withTotal', 'expand']),
    );
    expect(document.paths['/metrics']).toBeUndefined();
  });
});

describe.each(testDatabaseTargets())('readiness without a database ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, {
      wrapDatabase: (database) => ({ ...database, ping: () => Promise.reject(new Error('connection refused')) }),
    });
  });
  afterAll(() => api.close());

  it('answers 503 unavailable while liveness stays ok', async () => {
    const ready = await fetch(`${api.baseUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: target.name });
    expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
  });
});
