import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { headersOf, sendToApi } = await import('./transport');

const api = createServer((request, response) => {
  if (request.url === '/slow') return; // never answers
  response.writeHead(429, [
    ['retry-after', '7'],
    ['x-note', 'one'],
    ['x-note', 'two'],
  ]);
  response.end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe('sendToApi', () => {
  it('answers with the status and every header, repeated ones included', async () => {
    const response = await sendToApi('/limited', { timeoutMs: 1000 });
    await response.body.dump();
    const headers = headersOf(response);
    expect(response.statusCode).toBe(429);
    expect(headers.get('retry-after')).toBe('7');
    expect(headers.get('x-note')).toBe('one, two');
  });

  it('gives up on an API that does not answer in time', async () => {
    await expect(sendToApi('/slow', { timeoutMs: 100 })).rejects.toThrow();
  });
});
