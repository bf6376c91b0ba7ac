import { LRUCache } from 'lru-cache';

export interface SearchCacheOptions<V> {
  maxEntries?: number;
  /**
   * For values whose size varies widely (pages carrying their products' JSON texts): a value's weight, at least 1, so
   * that the least recently used are evicted once the weights add up to `maxWeight`.
   */
  weigh?: (value: V) => number;
  maxWeight?: number;
}

/** 32 million characters of weighed values per cache: about 12,000 product texts of 2,600 characters. */
const defaultMaxWeight = 32_000_000;

/**
 * A short-lived, per-process memo of search computations keyed by the request's normalised
 * meaning. It is only a cache: every entry can be recomputed from the database, and it expires
 * after `ttlMs` so catalogue changes show within that time on every instance. A ttl of 0 disables it.
 * Concurrent misses of one key share a single computation: a popular search that expires is
 * recomputed once, not once per client asking for it meanwhile (a slow text search would
 * otherwise run many times at once and starve every other query of the database's CPU).
 */
export function searchCache<V extends object>(ttlMs: number, options: SearchCacheOptions<V> = {}) {
  const { maxEntries = 5_000, weigh } = options;
  const bound = weigh ? { maxSize: options.maxWeight ?? defaultMaxWeight, sizeCalculation: weigh } : {};
  const cache = ttlMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs, ...bound }) : undefined;
  const computing = new Map<string, Promise<V>>();
  return {
    async get(key: unknown, compute: () => Promise<V>): Promise<V> {
      if (!cache) return compute();
      const id = JSON.stringify(key);
      const hit = cache.get(id) ?? computing.get(id);
      if (hit) return hit;
      const pending = compute()
        .then((value) => {
          cache.set(id, value);
          return value;
        })
        .finally(() => computing.delete(id));
      computing.set(id, pending);
      return pending;
    },
  };
}

/**
 * Rendered items by key for the same short time: a page loads only the items not rendered
 * recently, so popular products are not re-read and re-mapped for every page that shows them.
 * Items are shared between responses and must not be mutated. A cached item is taken when the page
 * asks for it: looked up again after the load, it may have been evicted or expired meanwhile, and
 * the page would silently lack it (seen at 100,000 products, where the hot set outgrows the cache).
 */
export function itemCache<V extends object>(ttlMs: number, maxEntries = 10_000) {
  const cache = ttlMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs }) : undefined;
  return {
    async getMany(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>): Promise<V[]> {
      const found = new Map<string, V>();
      const missing: string[] = [];
      for (const key of new Set(keys)) {
        const hit = cache?.get(key);
        if (hit) found.set(key, hit);
        else missing.push(key);
      }
      if (missing.length > 0)
        for (const [key, value] of await load(missing)) {
          cache?.set(key, value);
          found.set(key, value);
        }
      return keys.flatMap((key) => {
        const value = found.get(key);
        return value ? [value] : [];
      });
    },
  };
}
