import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createLogger } from '../logger';

describe.each(testDatabaseTargets())('request log ($name)', (target) => {
  const lines: string[] = [];
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, {
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
  });
  afterAll(() => api.close());

  const requestLines = (url: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.url === url);

  it('writes one line per request with method, URL, status and duration, and no headers', async () => {
    const response = await fetch(`${api.baseUrl}/health`, { headers: { cookie: 'session=secret-value' } });
    expect(response.status).toBe(200);
    // The line is written once the answer has gone out, which may be after the client has it.
    await expect.poll(() => requestLines('/health').length).toBe(1);
    const [line, ...more] = requestLines('/health');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/health', statusCode: 200 });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.requestId).toEqual(expect.any(String));
    expect(lines.join('')).not.toContain('secret-value');
  });

  it('logs the answer status of a refused request', async () => {
    await fetch(`${api.baseUrl}/mw/orders`);
    await expect.poll(() => requestLines('/mw/orders').length).toBe(1);
    const [line] = requestLines('/mw/orders');
    expect(line).toMatchObject({ method: 'GET', statusCode: 401 });
  });
});
