import type { Customer } from '@chairside/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from './cookie';

vi.mock('server-only', () => ({}));
const { forgetSession, rememberForSession, sessionRememberMs } = await import('./session-cache');
const rememberedCustomer = (tokens: SessionTokens, load: () => Promise<Customer | undefined>) =>
  rememberForSession('customer', tokens, load);

const start = 1_800_000_000_000;
const session = (accessToken: string, extra: Partial<SessionTokens> = {}): SessionTokens => ({
  accessToken,
  refreshToken: 'refresh',
  expiresIn: 900,
  createdAt: start,
  ...extra,
});
const customer = (firstName: string) => ({ firstName }) as Customer;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

describe('rememberForSession', () => {
  it('asks the API once per session for a short while, separately for every access token', async () => {
    const load = vi.fn(async () => customer('Dana'));
    const other = vi.fn(async () => customer('Riley'));
    expect(await rememberedCustomer(session('token-a'), load)).toEqual(customer('Dana'));
    expect(await rememberedCustomer(session('token-b'), other)).toEqual(customer('Riley'));
    vi.advanceTimersByTime(sessionRememberMs - 1_000);
    expect(await rememberedCustomer(session('token-a'), load)).toEqual(customer('Dana'));
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    await rememberedCustomer(session('token-a'), load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a change through the session (new stamp, or forgotten here) and never past the token expiry', async () => {
    const load = vi.fn(async () => customer('Dana'));
    await rememberedCustomer(session('token-c'), load);
    await rememberedCustomer(session('token-c', { changedAt: start + 1 }), load);
    expect(load).toHaveBeenCalledTimes(2);
    forgetSession(session('token-c', { changedAt: start + 1 }));
    await rememberedCustomer(session('token-c', { changedAt: start + 1 }), load);
    expect(load).toHaveBeenCalledTimes(3);

    // Expires before the cache would forget it: the expiry decides.
    const expiring = session('token-d', { expiresIn: 2 });
    await rememberedCustomer(expiring, load);
    vi.advanceTimersByTime(2_000);
    await rememberedCustomer(expiring, load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("keeps the session's cart apart from its customer, remembers that there is none (null), and forgets both on a change", async () => {
    const tokens = session('token-f');
    const noCart = vi.fn(async () => null);
    const load = vi.fn(async () => customer('Dana'));
    expect(await rememberForSession('cart', tokens, noCart)).toBeNull();
    expect(await rememberForSession('cart', tokens, noCart)).toBeNull();
    expect(await rememberedCustomer(tokens, load)).toEqual(customer('Dana'));
    expect([noCart.mock.calls.length, load.mock.calls.length]).toEqual([1, 1]);
    forgetSession(tokens);
    await rememberForSession('cart', tokens, noCart);
    await rememberedCustomer(tokens, load);
    expect([noCart.mock.calls.length, load.mock.calls.length]).toEqual([2, 2]);
  });

  it('does not remember a session the API refused', async () => {
    const load = vi.fn(async () => undefined);
    await rememberedCustomer(session('token-e'), load);
    await rememberedCustomer(session('token-e'), load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
