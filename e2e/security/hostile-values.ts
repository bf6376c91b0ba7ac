// What the storefront fuzz (storefront-fuzz.spec.ts) sends in place of every value a route or action takes: one of
// each kind of trouble, so the suite stays quick. None is a valid email address: no form then reaches a per-visitor
// limit of the API (contact messages, sign-in failures) that the other browser tests, all from this machine, need.

const deepArray = (depth: number): unknown => (depth === 0 ? 'deep' : [deepArray(depth - 1)]);
const deepObject = (depth: number): unknown => (depth === 0 ? {} : { a: deepObject(depth - 1) });

/** Strings as a visitor may type or forge them. */
export const hostileStrings: string[] = [
  '',
  'a\u0000b',
  '\u0001\u001f\u007f\u200b\ufeff',
  'x'.repeat(4000),
  '𝕳é́llo ‮dlrow 你好 ﷽ 🦷🏽\u{10ffff}',
  '99999999999999999999999',
  '-1',
  '__proto__',
  'constructor',
  "' OR 1=1 --<script>alert(1)</script>../../etc/passwd${7*7}",
];

/** Values of every JSON type, for arguments and bodies that expect something else. */
export const hostileJson: unknown[] = [
  ...hostileStrings.filter((value) => value.length < 1000),
  '\ud800',
  '$K1',
  'y'.repeat(200_000),
  null,
  true,
  -1,
  -0,
  1.5,
  -1e308,
  Number.NaN,
  [],
  {},
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
  deepArray(300),
  deepObject(300),
];

/** Path segments and query values as they travel: percent-encoded, or with percent-encoding that does not decode. */
export const hostileSegments: string[] = [
  ...hostileStrings.filter((value) => value !== '').map((value) => encodeURIComponent(value)),
  '%ff',
  'abc%',
  '%e2%82',
  '%2e%2e',
];
