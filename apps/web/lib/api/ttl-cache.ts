/**
 * A read-through cache of one value with a time-to-live. Concurrent readers share one load;
 * a failed load is not cached, so the next reader tries again. It is a cache, not state:
 * every instance may hold its own copy.
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  return () => {
    const now = Date.now();
    if (!entry || entry.expiresAt <= now) {
      const value = load();
      entry = { value, expiresAt: now + ttlMs };
      value.catch(() => {
        if (entry?.value === value) entry = undefined;
      });
    }
    return entry.value;
  };
}

interface KeyedEntry<T> {
  value: Promise<T | undefined>;
  expiresAt: number;
}

/**
 * Read-through cache of many values, each under its key for at most `ttlMs` (or less, when the
 * reader says until when its value may be used). Concurrent readers of a key share one load; a
 * load that fails or finds nothing (undefined) is not kept. Holds at most `max` keys, dropping the
 * least recently used. A per-process cache: never a source of truth.
 */
export function keyedTtlCache<T>({ max, ttlMs }: { max: number; ttlMs: number }) {
  const entries = new Map<string, KeyedEntry<T>>();

  const drop = (key: string, entry: KeyedEntry<T>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get(
      key: string,
      load: () => Promise<T | undefined>,
      options: { until?: number; now?: number } = {},
    ): Promise<T | undefined> {
      const now = options.now ?? Date.now();
      const known = entries.get(key);
      if (known && known.expiresAt > now) {
        // Map order is insertion order: re-inserting marks the key as the most recently used.
        entries.delete(key);
        entries.set(key, known);
        return known.value;
      }
      const entry: KeyedEntry<T> = {
        value: load(),
        expiresAt: Math.min(now + ttlMs, options.until ?? Number.POSITIVE_INFINITY),
      };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      entry.value.then(
        (value) => value === undefined && drop(key, entry),
        () => drop(key, entry),
      );
      return entry.value;
    },

    delete(key: string): void {
      entries.delete(key);
    },
  };
}
