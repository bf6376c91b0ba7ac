import { describe, expect, it } from 'vitest';
import { searchCache } from './search-cache';

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
