import { LRUCache } from 'lru-cache';

/**
 * A short-lived, per-process memo of catalogue records by key (a sku's price candidates, an item
 * number + unit's sku), so a page loads only the keys not seen recently. One cache read per key
 * (a 500-sku page makes 500 of them, so no has-then-get). A ttl of 0 disables it. Records are
 * shared between requests and must not be mutated. Keys the loader does not return are not kept.
 */
export function recordCache<V extends object>(ttlMs: number, maxEntries: number, keyOf: (record: V) => string) {
  const cache = ttlMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: ttlMs }) : undefined;
  return {
    async getMany(keys: readonly string[], load: (missing: string[]) => Promise<V[]>): Promise<Map<string, V>> {
      const found = new Map<string, V>();
      const missing: string[] = [];
      for (const key of keys) {
        const record = cache?.get(key);
        if (record) found.set(key, record);
        else if (!found.has(key)) missing.push(key);
      }
      if (missing.length === 0) return found;
      for (const record of await load([...new Set(missing)])) {
        const key = keyOf(record);
        found.set(key, record);
        cache?.set(key, record);
      }
      return found;
    },
  };
}
