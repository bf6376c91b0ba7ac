import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const { customerLookup } = await import('./customer-lookup');

const schema = z.object({ ok: z.boolean() });

function answer(...statuses: number[]) {
  const fetchMock = vi.fn();
  for (const status of statuses) fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(status === 200 ? { ok: true } : { statusCode: status }), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('customerLookup (spec §7 retry rule for POSTs)', () => {
  it('sends the customer token, never cached', async () => {
    const fetchMock = answer(200);
    await expect(customerLookup('/ct/pricing', { items: [] }, schema, 'token-1')).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', cache: 'no-store', body: '{"items":[]}' });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries once after %i', async (status) => {
    const fetchMock = answer(status, 200);
    await expect(customerLookup('/ct/pricing', {}, schema, 'token')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry', async () => {
    const fetchMock = answer(503, 503);
    await expect(customerLookup('/ct/pricing', {}, schema, 'token')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404])('does not retry %i', async (status) => {
    const fetchMock = answer(status);
    await expect(customerLookup('/ct/pricing', {}, schema, 'token')).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
