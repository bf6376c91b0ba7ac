import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
/** The request being served, as next/headers gives it; undefined is no request (headers() throws, as outside one). */
let servedRequest: Headers | undefined;
vi.mock('next/headers', () => ({
  headers: async () => {
    if (!servedRequest) throw new Error('`headers` was called outside a request scope.');
    return servedRequest;
  },
}));
const { headersOf, sendToApi } = await import('./transport');

let received: IncomingHttpHeaders | undefined;
const api = createServer((request, response) => {
  received = request.headers;
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
beforeEach(() => {
  servedRequest = undefined;
  received = undefined;
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

  it("names the visitor's address, not the one the visitor claims, on a call made for a visitor", async () => {
    servedRequest = new Headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' });
    await (await sendToApi('/limited', { timeoutMs: 1000 })).body.dump();
    expect(received?.['x-visitor-address']).toBe('198.51.100.7');
  });

  it('names no visitor on a call made outside a request', async () => {
    await (await sendToApi('/limited', { timeoutMs: 1000 })).body.dump();
    expect(received?.['x-visitor-address']).toBeUndefined();
  });
});
