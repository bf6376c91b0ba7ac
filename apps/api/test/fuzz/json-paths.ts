/** A place inside a JSON value: property names and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';

/** Stands for "no value" in withValueAt: the property is removed. */
export const remove = Symbol('remove');

/**
 * A copy of `root` with the value at `path` replaced (or removed). Only the containers on the path are copied, with
 * spread and defineProperty, so own `__proto__` keys stay plain keys and large hostile values are shared.
 */
export function withValueAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  if (!isContainer(root)) throw new Error(`No container at ${path.join('.')}`);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: Container = Array.isArray(root) ? [...root] : { ...root };
  const child = (copy as Record<string, unknown>)[head];
  if (rest.length === 0 && value === remove) delete (copy as Record<string, unknown>)[head];
  else Object.defineProperty(copy, head, { value: withValueAt(child, rest, value), enumerable: true, writable: true });
  return copy;
}

export interface Location {
  path: JsonPath;
  value: unknown;
}

/** Every location of a JSON value, the root included, breadth first. */
export function locationsOf(root: unknown): Location[] {
  const locations: Location[] = [];
  const queue: Location[] = [{ path: [], value: root }];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    locations.push(next);
    if (!isContainer(next.value)) continue;
    for (const [key, value] of Object.entries(next.value))
      queue.push({ path: [...next.path, Array.isArray(next.value) ? Number(key) : key], value });
  }
  return locations;
}

/** Raw JSON text spliced into a serialized body, for nesting deeper than JSON.stringify should recurse. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson parts. */
export function serialize(value: unknown): string {
  const parts: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0001raw:${parts.push(item.text) - 1}\u0001` : item,
  );
  return text.replace(/"\\u0001raw:(\d+)\\u0001"/g, (_match, index: string) => parts[Number(index)]!);
}
