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
