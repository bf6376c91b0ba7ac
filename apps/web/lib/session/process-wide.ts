/**
 * One instance per Node process of something a module creates. Next bundles the proxy, the route
 * handlers and the pages separately, each with its own copy of our modules, so a cache that the
 * proxy fills and a page reads (or that a server action clears) must live on globalThis to be one.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`chairside.${name}`);
  return (store[key] ??= create());
}
