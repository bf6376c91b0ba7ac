import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout, SHA-1 of a fixed namespace and the name) that is the same for the
 * same name on every instance and every run: ids for things we keep by name only, such as
 * product types and product documents.
 */
export function nameBasedId(name: string): string {
  const hash = createHash('sha1').update(`chairside:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
