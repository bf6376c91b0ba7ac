import { LRUCache } from 'lru-cache';

/**
 * A short-lived, per-process memo of search computations keyed by the request's normalised
 * meaning. It is only a cache: every entry can be recomputed from the database, and it expires
 * after `ttlMs` so catalogue changes show within that time on every instance. A ttl of 0 disables it.
 */
export function searchCache<V extends object>(ttlMs: number, maxEntries = 5_000) {
  const cache = ttlMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs }) : undefined;
  return {
    async get(key: unknown, compute: () => Promise<V>): Promise<V> {
      if (!cache) return compute();
      const id = JSON.stringify(key);
      const hit = cache.get(id);
      if (hit) return hit;
      const value = await compute();
      cache.set(id, value);
      return value;
    },
  };
}

/**
 * Rendered items by key for the same short time: a page loads only the items not rendered
 * recently, so popular products are not re-read and re-mapped for every page that shows them.
 * Items are shared between responses and must not be mutated.
 */
export function itemCache<V extends object>(ttlMs: number, maxEntries = 10_000) {
  const cache = ttlMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs }) : undefined;
  return {
    async getMany(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>): Promise<V[]> {
      const missing = [...new Set(keys.filter((key) => !cache?.has(key)))];
      const loaded = missing.length > 0 ? await load(missing) : new Map<string, V>();
      for (const [key, value] of loaded) cache?.set(key, value);
      return keys.flatMap((key) => {
        const value = loaded.get(key) ?? cache?.get(key);
        return value ? [value] : [];
      });
    },
  };
}
