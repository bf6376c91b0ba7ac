import { describe, expect, it, vi } from 'vitest';
import { keyedTtlCache } from './ttl-cache';

describe('keyedTtlCache', () => {
  it('loads a key once while it is fresh, and again once its time is up', async () => {
    const cache = keyedTtlCache<string>({ max: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 'value');
    expect(await cache.get('a', load, { now: 0 })).toBe('value');
    expect(await cache.get('a', load, { now: 999 })).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('a', load, { now: 1000 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent readers and keeps keys apart', async () => {
    const cache = keyedTtlCache<string>({ max: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 'shared');
    const other = vi.fn(async () => 'other');
    expect(
      await Promise.all([
        cache.get('a', load, { now: 0 }),
        cache.get('a', load, { now: 1 }),
        cache.get('b', other, { now: 1 }),
      ]),
    ).toEqual(['shared', 'shared', 'other']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses a value no longer than the reader allows', async () => {
    const cache = keyedTtlCache<string>({ max: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 'value');
    await cache.get('a', load, { now: 0, until: 100 });
    await cache.get('a', load, { now: 100, until: 100 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps neither failures nor loads that found nothing', async () => {
    const cache = keyedTtlCache<string>({ max: 10, ttlMs: 1000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')), { now: 0 })).rejects.toThrow('down');
    expect(await cache.get('b', async () => undefined, { now: 0 })).toBeUndefined();
    await Promise.resolve();
    expect(await cache.get('a', async () => 'up', { now: 1 })).toBe('up');
    expect(await cache.get('b', async () => 'found', { now: 1 })).toBe('found');
  });

  it('forgets a deleted key, and the least recently used key beyond max', async () => {
    const cache = keyedTtlCache<string>({ max: 2, ttlMs: 1000 });
    const load = vi.fn(async (value: string) => value);
    await cache.get('a', () => load('a'), { now: 0 });
    await cache.get('b', () => load('b'), { now: 0 });
    await cache.get('a', () => load('a'), { now: 1 });
    await cache.get('c', () => load('c'), { now: 2 });
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', () => load('a'), { now: 3 });
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', () => load('b'), { now: 3 });
    expect(load).toHaveBeenCalledTimes(4);
    cache.delete('b');
    await cache.get('b', () => load('b'), { now: 4 });
    expect(load).toHaveBeenCalledTimes(5);
  });
});
