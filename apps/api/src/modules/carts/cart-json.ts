import type { Cart, LineItem } from '@chairside/contracts';

/** The UTF-8 JSON of LineItems answered before: toCart shares a LineItem while its line is unchanged. */
const lineJson = new WeakMap<LineItem, Buffer>();

/** Unpooled, so that a kept line does not keep a whole shared 8 kB pool slab alive with it. */
function utf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

function jsonOf(item: LineItem): Buffer {
  let bytes = lineJson.get(item);
  if (bytes === undefined) {
    bytes = utf8(JSON.stringify(item));
    lineJson.set(item, bytes);
  }
  return bytes;
}

const isCart = (data: unknown): data is Cart =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<Cart>).lineItems);

const emptyLines = '"lineItems":[]';
const comma = Buffer.from(',');

/**
 * A cart route's answer as JSON, the same text JSON.stringify gives, with each line's JSON reused: adding to a
 * 500-line cart serializes one new line, not 500 (profiled: serializing was the largest CPU cost of an add). A cart
 * with lines is answered as UTF-8 bytes joined from the lines' own, so the 50–190 kB answer is neither built as one
 * string, nor scanned for its length, nor encoded again when it is sent (profiled: those were most of the API's time
 * for an add to a 500-line cart). Errors and other bodies are stringified as they are.
 */
export function cartAnswerJson(data: unknown): string | Buffer {
  if (!isCart(data) || data.lineItems.length === 0) return JSON.stringify(data);
  const skeleton = JSON.stringify({ ...data, lineItems: [] });
  // The keys before lineItems (id, version, owner, email) hold strings, whose quotes JSON escapes: the first match is
  // the key.
  const at = skeleton.indexOf(emptyLines);
  const parts: Buffer[] = [Buffer.from(`${skeleton.slice(0, at)}"lineItems":[`)];
  for (const [index, item] of data.lineItems.entries()) {
    if (index > 0) parts.push(comma);
    parts.push(jsonOf(item));
  }
  parts.push(Buffer.from(`]${skeleton.slice(at + emptyLines.length)}`));
  return Buffer.concat(parts);
}
