import { describe, expect, it } from 'vitest';
import { itemCache, searchCache } from './search-cache';

/** A computation the test finishes by hand, counting how often it was started. */
function deferredComputation<V>() {
  const started: ((value: V) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const compute = () =>
    new Promise<V>((resolve, reject) => {
      started.push(resolve);
      failures.push(reject);
    });
  return { compute, started, failures };
}

describe('searchCache', () => {
  it('shares one computation between concurrent misses of the same key, then serves the stored value', async () => {
    const cache = searchCache<{ ids: string[] }>(60_000);
    const { compute, started } = deferredComputation<{ ids: string[] }>();
    const first = cache.get({ text: 'gloves' }, compute);
    const second = cache.get({ text: 'gloves' }, compute);
    const other = cache.get({ text: 'burs' }, compute);
    expect(started).toHaveLength(2);
    started[0]!({ ids: ['a'] });
    started[1]!({ ids: ['b'] });
    expect(await first).toEqual({ ids: ['a'] });
    expect(await second).toBe(await first);
    expect(await other).toEqual({ ids: ['b'] });
    expect(await cache.get({ text: 'gloves' }, compute)).toEqual({ ids: ['a'] });
    expect(started).toHaveLength(2);
  });

  it('evicts the least recently used values once their weights add up to the bound', async () => {
    const cache = searchCache<{ text: string }>(60_000, { weigh: ({ text }) => text.length, maxWeight: 10 });
    let computed = 0;
    const compute = (text: string) => async () => {
      computed += 1;
      return { text };
    };
    await cache.get('a', compute('12345'));
    await cache.get('b', compute('1234'));
    await cache.get('a', compute('12345'));
    expect(computed).toBe(2);
    // 5 + 4 + 3 exceeds 10: the least recently used ('b') goes, and a value above the bound is never kept.
    await cache.get('c', compute('123'));
    await cache.get('a', compute('12345'));
    expect(computed).toBe(3);
    await cache.get('b', compute('1234'));
    expect(computed).toBe(4);
    await cache.get('big', compute('12345678901'));
    await cache.get('big', compute('12345678901'));
    expect(computed).toBe(6);
  });

  it('does not keep a failed computation: the next request computes again', async () => {
    const cache = searchCache<{ ids: string[] }>(60_000);
    const { compute, started, failures } = deferredComputation<{ ids: string[] }>();
    const first = cache.get('k', compute);
    const second = cache.get('k', compute);
    failures[0]!(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    const retry = cache.get('k', compute);
    expect(started).toHaveLength(2);
    started[1]!({ ids: ['c'] });
    expect(await retry).toEqual({ ids: ['c'] });
  });

  it('computes every time when disabled (ttl 0)', async () => {
    const cache = searchCache<{ n: number }>(0);
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(await cache.get('k', compute)).toEqual({ n: 3 });
  });
});

describe('itemCache', () => {
  const loader = (calls: string[][]) => async (missing: string[]) => {
    calls.push(missing);
    return new Map(missing.map((key) => [key, { key }]));
  };

  it('loads only the keys not rendered recently, in the order asked, duplicates kept', async () => {
    const cache = itemCache<{ key: string }>(60_000);
    const calls: string[][] = [];
    await cache.getMany(['a', 'b'], loader(calls));
    const items = await cache.getMany(['c', 'a', 'c'], loader(calls));
    expect(items.map((item) => item.key)).toEqual(['c', 'a', 'c']);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('keeps a cached item it found even when another page evicts it while the missing ones load', async () => {
    const cache = itemCache<{ key: string }>(60_000, 2);
    const calls: string[][] = [];
    await cache.getMany(['a', 'b'], loader(calls));
    let finishLoad: (items: Map<string, { key: string }>) => void = () => {};
    const page = cache.getMany(['a', 'c'], () => new Promise((resolve) => (finishLoad = resolve)));
    // Another page fills the two entries meanwhile: 'a' leaves the cache.
    await cache.getMany(['d', 'e'], loader(calls));
    finishLoad(new Map([['c', { key: 'c' }]]));
    expect((await page).map((item) => item.key)).toEqual(['a', 'c']);
  });

  it('loads every time when disabled (ttl 0)', async () => {
    const cache = itemCache<{ key: string }>(0);
    const calls: string[][] = [];
    await cache.getMany(['a'], loader(calls));
    await cache.getMany(['a'], loader(calls));
    expect(calls).toEqual([['a'], ['a']]);
  });
});
