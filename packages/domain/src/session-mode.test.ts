import { describe, expect, it } from 'vitest';
import { tokenExpired, tokenNeedsRefresh } from './session-mode';

describe('token refresh (spec §4)', () => {
  it.each([
    // 15-minute tokens renew 30 s early; short ones a fifth of their lifetime early.
    [0, 900, 869_999, false],
    [0, 900, 870_000, true],
    [0, 3600, 3_570_000, true],
    [0, 10, 7_999, false],
    [0, 10, 8_000, true],
    [1000, 60, 49_000, true],
    [1000, 60, 48_999, false],
  ])('issued at %i, expires in %i s, now %i → refresh %s', (createdAt, expiresIn, now, refresh) =>
    expect(tokenNeedsRefresh({ createdAt, expiresIn }, now)).toBe(refresh),
  );
});

describe('token expiry', () => {
  it.each([
    // Due for renewal is not expired: the token is good until expires_in has passed.
    [0, 10, 8_000, false],
    [0, 10, 9_999, false],
    [0, 10, 10_000, true],
    [1000, 900, 900_999, false],
    [1000, 900, 901_000, true],
  ])('issued at %i, expires in %i s, now %i → expired %s', (createdAt, expiresIn, now, expired) =>
    expect(tokenExpired({ createdAt, expiresIn }, now)).toBe(expired),
  );
});
