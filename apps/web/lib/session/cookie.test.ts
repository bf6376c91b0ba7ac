import * as iron from 'iron-session';
import { describe, expect, it, vi } from 'vitest';

vi.mock('iron-session', async (original) => {
  const actual = await original<typeof iron>();
  return { ...actual, unsealData: vi.fn(actual.unsealData) };
});
const { sealData } = iron;
const { sealSession, unsealSession } = await import('./cookie');
const { sessionSecret } = await import('./secret');

const tokens = { accessToken: 'access', refreshToken: 'refresh', expiresIn: 900, createdAt: 1_700_000_000_000 };

describe('session cookie', () => {
  it('round-trips the tokens, with or without an anonymous cart id', async () => {
    expect(await unsealSession(await sealSession(tokens))).toEqual(tokens);
    expect(await unsealSession(await sealSession({ ...tokens, cartId: 'cart-1' }))).toEqual({
      ...tokens,
      cartId: 'cart-1',
    });
  });

  it('treats a forged or malformed cookie as no session, and ignores a cart id that is no string', async () => {
    expect(await unsealSession('Fe26.2*forged*cookie')).toBeUndefined();
    expect(await unsealSession(await sealSession({ ...tokens, expiresIn: 'soon' } as never))).toBeUndefined();
    const odd = await sealData({ ...tokens, cartId: 42 }, { password: sessionSecret() });
    expect(await unsealSession(odd)).toEqual(tokens);
  });

  it('keeps the stamp of the last change made through the session', async () => {
    expect(await unsealSession(await sealSession({ ...tokens, changedAt: 1_700_000_500_000 }))).toEqual({
      ...tokens,
      changedAt: 1_700_000_500_000,
    });
  });

  it('decrypts a cookie value once (the proxy and the page share it); a refused one is checked every time', async () => {
    const sealed = await sealSession({ ...tokens, createdAt: 1_700_000_600_000 });
    const calls = vi.mocked(iron.unsealData).mock.calls.length;
    const first = await unsealSession(sealed);
    expect(await unsealSession(sealed)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(vi.mocked(iron.unsealData).mock.calls.length).toBe(calls + 1);
    await unsealSession('Fe26.2*forged*again');
    await unsealSession('Fe26.2*forged*again');
    expect(vi.mocked(iron.unsealData).mock.calls.length).toBe(calls + 3);
  });
});
