import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const { customerLookup } = await import('./customer-lookup');

const schema = z.object({ ok: z.boolean() });

/** A local stand-in for the API: answers each request with the next queued status, and records it. */
const received: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string }[] =
  [];
const statuses: number[] = [];
const api = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body });
    const status = statuses.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? { ok: true } : { statusCode: status }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  statuses.length = 0;
});

function answer(...queued: number[]) {
  statuses.push(...queued);
}

describe('customerLookup (spec §7 retry rule for POSTs)', () => {
  it('posts the body as JSON with the customer token', async () => {
    answer(200);
    await expect(customerLookup('/ct/pricing', { items: [] }, schema, 'token-1')).resolves.toEqual({ ok: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/ct/pricing', body: '{"items":[]}' });
    expect(received[0]!.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries once after %i', async (status) => {
    answer(status, 200);
    await expect(customerLookup('/ct/pricing', {}, schema, 'token')).resolves.toEqual({ ok: true });
    expect(received).toHaveLength(2);
  });

  it('gives up after the one retry', async () => {
    answer(503, 503);
    await expect(customerLookup('/ct/pricing', {}, schema, 'token')).rejects.toMatchObject({ status: 503 });
    expect(received).toHaveLength(2);
  });

  it.each([400, 401, 403, 404])('does not retry %i', async (status) => {
    answer(status);
    await expect(customerLookup('/ct/pricing', {}, schema, 'token')).rejects.toMatchObject({ status });
    expect(received).toHaveLength(1);
  });

  it('refuses an answer that does not match the contract', async () => {
    answer(200);
    await expect(
      customerLookup('/ct/pricing', {}, z.object({ items: z.array(z.string()) }), 'token'),
    ).rejects.toThrow();
  });
});
