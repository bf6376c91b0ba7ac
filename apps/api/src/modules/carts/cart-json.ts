import type { Cart, LineItem } from '@chairside/contracts';

/** The JSON of LineItems answered before: toCart shares a LineItem while its line is unchanged. */
const lineJson = new WeakMap<LineItem, string>();

function jsonOf(item: LineItem): string {
  let text = lineJson.get(item);
  if (text === undefined) {
    text = JSON.stringify(item);
    lineJson.set(item, text);
  }
  return text;
}

const isCart = (data: unknown): data is Cart =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<Cart>).lineItems);

const emptyLines = '"lineItems":[]';

/**
 * A cart route's answer as JSON, the same text JSON.stringify gives, with each line's JSON reused:
 * adding to a 500-line cart serializes one new line, not 500 (profiled: serializing was the
 * largest CPU cost of an add). Errors and other bodies are stringified as they are.
 */
export function cartAnswerJson(data: unknown): string {
  if (!isCart(data) || data.lineItems.length === 0) return JSON.stringify(data);
  const skeleton = JSON.stringify({ ...data, lineItems: [] });
  // The keys before lineItems (id, version, owner, email) hold strings, whose quotes JSON escapes: the first match is
  // the key.
  const at = skeleton.indexOf(emptyLines);
  return `${skeleton.slice(0, at)}"lineItems":[${data.lineItems.map(jsonOf).join(',')}]${skeleton.slice(at + emptyLines.length)}`;
}
