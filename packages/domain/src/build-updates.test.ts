import { describe, expect, it } from 'vitest';
import { buildUpdatePolicy, isChunkLoadFailure, isNewBuild, reloadAllowed, reloadGuardStamp } from './build-updates';

const now = 1_760_000_000_000;

describe('the reload guard (spec §9: time-to-live 10000 ms)', () => {
  it('holds for the spec time-to-live', () => expect(buildUpdatePolicy.reloadGuardTtlMs).toBe(10_000));

  it.each([
    ['nothing stored', null, true],
    ['a reload 1 ms ago', reloadGuardStamp(now - 1), false],
    ['a reload 9999 ms ago', reloadGuardStamp(now - 9_999), false],
    ['a reload exactly 10000 ms ago', reloadGuardStamp(now - 10_000), true],
    ['a reload a minute ago', reloadGuardStamp(now - 60_000), true],
    ['an unreadable stamp', 'soon', true],
    ['a stamp further ahead than any guard sets (a clock set back)', String(now + 3_600_000), true],
  ])('%s → reload allowed: %s', (_case, stamp, allowed) => expect(reloadAllowed(stamp, now)).toBe(allowed));
});

describe('isNewBuild', () => {
  it.each([
    ['abc', 'abc', false],
    ['abc', 'def', true],
    ['abc', undefined, false],
    ['abc', '', false],
  ])('running %s, server says %s → %s', (running, reported, changed) =>
    expect(isNewBuild(running, reported)).toBe(changed),
  );
});

describe('isChunkLoadFailure', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  it.each([
    [named('ChunkLoadError', 'Loading chunk 4821 failed.'), true],
    [new Error('Loading chunk app/(default)/quick-order/page failed.'), true],
    [new Error('Loading CSS chunk 77 failed.\n(/_next/static/css/77.css)'), true],
    [
      new TypeError('Failed to fetch dynamically imported module: https://store.example/_next/static/chunks/a.js'),
      true,
    ],
    [new TypeError('error loading dynamically imported module: https://store.example/_next/static/chunks/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 123'), true],
    [new TypeError("Cannot read properties of undefined (reading 'sku')"), false],
    [new Error('Failed to fetch'), false],
    ['Loading chunk 1 failed', false],
    [undefined, false],
  ])('%s → %s', (error, chunk) => expect(isChunkLoadFailure(error)).toBe(chunk));
});
