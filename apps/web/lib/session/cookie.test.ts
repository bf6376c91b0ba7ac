import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { sealSession, unsealSession } from './cookie';

const tokens = { accessToken: 'access', refreshToken: 'refresh', expiresIn: 900, createdAt: 1_700_000_000_000 };

describe('session cookie', () => {
  it('round-trips the tokens, with or without an anonymous cart id', async () => {
    expect(await unsealSession(await sealSession(tokens))).toEqual(tokens);
    expect(await unsealSession(await sealSession({ ...tokens, cartId: 'cart-1' }))).toEqual({ ...tokens, cartId: 'cart-1' });
  });

  it('treats a forged or malformed cookie as no session, and ignores a cart id that is no string', async () => {
    expect(await unsealSession('Fe26.2*forged*cookie')).toBeUndefined();
    expect(await unsealSession(await sealSession({ ...tokens, expiresIn: 'soon' } as never))).toBeUndefined();
    const odd = await sealData({ ...tokens, cartId: 42 }, { password: process.env.SESSION_SECRET ?? 'chairside-dev-session-secret-change-me-0123456789' });
    expect(await unsealSession(odd)).toEqual(tokens);
  });
});
