import fc from 'fast-check';
import { RawJson } from './json-paths';

/** Own `__proto__` keys as JSON.parse makes them (an object literal would set the prototype instead). */
const protoPollution = () => JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown;

const long = ['x'.repeat(100_000), 'é'.repeat(5000), Array.from({ length: 5000 }, (_, index) => index)];
const deepNesting = [
  new RawJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  new RawJson(`${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`),
];

/**
 * The classes of hostile values (issue 14): each location of a request gets one value of every class, so every
 * parameter meets each kind of trouble once. A class may build on the value the location holds in a valid request.
 */
const classes: Record<string, (valid: unknown) => unknown[]> = {
  // After a valid value, so that syntax checks (an email, a sku) pass and the NUL reaches the database.
  nul: (valid) => [typeof valid === 'string' ? `${valid}\u0000` : 'a\u0000b'],
  hugeNumber: () => [1e20, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308],
  negative: () => [-1, -2147483649, -0.5],
  float: () => [1.5, 0.1, 1e-7],
  numberAsString: () => ['99999999999999999999', '-1', '1.5', 'NaN', '1e400', '0x10'],
  long: () => long,
  unicode: () => ['😀', '\ud800', 'Z̤͔ͧ̑̓', '\u202eevil', '\ufeff', 'ｓｔｒｉｎｇ', '𝕏'.repeat(300)],
  injection: () => [
    "' OR '1'='1",
    '"; drop table customers; --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '%ff',
    '${7*7}',
    '('.repeat(100),
  ],
  // The API's own query languages (where predicates, search filters, sorts) with values out of range.
  queryLanguage: () => [
    'version > 99999999999999999999',
    'version = 1.5',
    'key = "\\u0000"',
    'variants.sku:"\u0000"',
    'variants.attributes.count_per_unit:range (0 to 99999999999999999999)',
    'score desc',
  ],
  prototypeName: () => ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'],
  prototypeObject: () => [
    protoPollution(),
    { constructor: { prototype: { polluted: true } } },
    { toString: 'x', valueOf: 1, hasOwnProperty: 'x' },
  ],
  deepNesting: () => deepNesting,
  wrongType: () => [null, true, [], {}, 'string', 0, ['a', 1]],
  blank: () => ['', ' ', '\t\n'],
};

/** Arbitrary strings (lone surrogates, control characters) and JSON values from a seeded generator. */
function randomPool(seed: number): unknown[] {
  return [
    ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 20 }),
    ...fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 20 }),
    ...fc.sample(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), { seed, numRuns: 10 }),
  ];
}

export interface HostileValue {
  kind: string;
  value: unknown;
}

/** FNV-1a: a stable number for a location, so a location's picks do not depend on which locations came before. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** Deterministic choices: the same seed picks the same values for the same location. */
export function hostileValues(seed: number) {
  const random = randomPool(seed);
  const pick = <T>(candidates: readonly T[], at: string): T => candidates[hash(`${seed}:${at}`) % candidates.length]!;
  return {
    /** One value of every class for the location named `at`, whose valid value is `valid`. */
    forLocation(at: string, valid: unknown): HostileValue[] {
      return [
        ...Object.entries(classes).map(([kind, values]) => ({ kind, value: pick(values(valid), `${at}:${kind}`) })),
        { kind: 'random', value: pick(random, `${at}:random`) },
      ];
    },
  };
}

export type HostileValues = ReturnType<typeof hostileValues>;
