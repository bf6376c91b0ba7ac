import type { Operation } from '../openapi-operations';

interface Known {
  value: string | number;
  /** The operation path whose answer held the value. */
  source: string;
}

/** Words of a path, singular: `/aces/me/active-cart` and `/aces/me/carts/{id}` share aces, me and cart. */
const wordsOf = (path: string) => new Set(path.split(/[^A-Za-z0-9_]+/).flatMap((word) => word.replace(/s$/, '') || []));

/** `shippingAccountNumber` and `shipping_account_number` name the same thing. */
const normalized = (field: string) => field.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/**
 * How alike two paths are: the shared share of their words, each word weighted by how rare it is among the API's
 * paths (`orders` tells more than `aces`).
 */
function pathSimilarity(paths: readonly string[]) {
  const frequency = new Map<string, number>();
  for (const path of paths) for (const word of wordsOf(path)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const weight = (words: Iterable<string>) => [...words].reduce((sum, word) => sum + 1 / (frequency.get(word) ?? 1), 0);
  return (a: string, b: string) => {
    const wordsA = wordsOf(a);
    const wordsB = wordsOf(b);
    const union = weight(new Set([...wordsA, ...wordsB]));
    return union === 0 ? 0 : weight([...wordsA].filter((word) => wordsB.has(word))) / union;
  };
}

const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/?#]+)')}$`);

/**
 * Where no field has the name, one whose name ends with it (`hs_shipping_account_number` for
 * `shipping_account_number`), else an id-like parameter (`uuid`, `cart_id`) takes an `id`, a key-like one
 * (`productKey`) a `key`.
 */
const fallbackField = (field: string) => (/(id|uuid)$/i.test(field) ? 'id' : /key$/i.test(field) ? 'key' : undefined);

/**
 * Values the seeded data really holds, read from the API's own answers (ids, keys, skus, versions, and URLs that
 * match a route), so that the fuzzer's valid requests reach a real cart, order or product instead of a 404.
 */
export function knownValues(operations: readonly Operation[]) {
  const byField = new Map<string, Known[]>();
  const routes = operations.map((operation) => ({ path: operation.path, pattern: templatePattern(operation.path) }));
  const similarity = pathSimilarity(routes.map((route) => route.path));

  return {
    /** Records the values of an answer of `source`, replacing what an earlier answer of it said. */
    learn(source: string, answer: unknown): void {
      // One value per field and source: the answer's first, breadth first (`results[0].id` before its lines' ids).
      const recorded = new Set<string>();
      const remember = (field: string, value: string | number, from: string) => {
        const name = normalized(field);
        if (recorded.has(`${from} ${name}`)) return;
        recorded.add(`${from} ${name}`);
        byField.set(name, [
          ...(byField.get(name) ?? []).filter((known) => known.source !== from),
          { value, source: from },
        ]);
      };
      const queue: unknown[] = [answer];
      for (let value = queue.shift(); value !== undefined; value = queue.shift()) {
        if (value === null || typeof value !== 'object') continue;
        for (const [field, item] of Object.entries(value)) {
          if (typeof item === 'number' || (typeof item === 'string' && item.length <= 200)) {
            remember(field, item, source);
            if (typeof item === 'string' && item.startsWith('/')) {
              for (const route of routes) {
                const groups = route.pattern.exec(item)?.groups ?? {};
                for (const [name, part] of Object.entries(groups)) remember(name, part, route.path);
              }
            }
          } else queue.push(item);
        }
      }
    },

    /** The known value of `field` read from the answer most like `path`, if any. */
    valueFor(field: string, path: string): string | number | undefined {
      const name = normalized(field);
      const fallback = fallbackField(field);
      const candidates =
        byField.get(name) ??
        [...byField].find(([known]) => known.endsWith(name))?.[1] ??
        (fallback === undefined ? undefined : byField.get(fallback)) ??
        [];
      let best: Known | undefined;
      for (const candidate of candidates) {
        if (!best || similarity(candidate.source, path) > similarity(best.source, path)) best = candidate;
      }
      return best?.value;
    },
  };
}

export type KnownValues = ReturnType<typeof knownValues>;
