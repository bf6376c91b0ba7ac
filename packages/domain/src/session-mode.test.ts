import { describe, expect, it } from 'vitest';
import { nextSessionMode, tokenNeedsRefresh, type SessionEvent, type SessionMode } from './session-mode';

describe('session mode transitions (spec §4)', () => {
  it.each<[SessionMode, SessionEvent['type'], SessionMode]>([
    ['none', 'needToken', 'public'],
    ['none', 'needCart', 'anonymous'],
    ['public', 'needCart', 'anonymous'],
    ['public', 'needToken', 'public'],
    ['anonymous', 'needToken', 'anonymous'],
    ['anonymous', 'needCart', 'anonymous'],
    ['user', 'needCart', 'user'],
    ['anonymous', 'loginSucceeded', 'user'],
    ['anonymous', 'loginRejected', 'none'],
    ['user', 'logout', 'none'],
    ['user', 'refreshFailed', 'none'],
  ])('%s + %s → %s', (mode, type, next) => expect(nextSessionMode(mode, { type } as SessionEvent)).toBe(next));

  it.each([
    [0, 3600, 3_599_000, false],
    [0, 3600, 3_600_000, true],
    [1000, 60, 62_000, true],
  ])('issued at %i, expires in %i s, now %i → refresh %s', (createdAt, expiresIn, now, refresh) =>
    expect(tokenNeedsRefresh({ createdAt, expiresIn }, now)).toBe(refresh));
});
