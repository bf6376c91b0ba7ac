import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { PredicateNode } from './predicate-ast';
import { maxPredicateDepth, maxPredicateLength, parsePredicate } from './predicate-parser';

/** The tree without source positions, written compactly: easier to compare against expectations. */
function shape(node: PredicateNode): unknown {
  const value = (v: { kind: string; value?: unknown; name?: string }) =>
    v.kind === 'variable' ? `:${v.name}` : v.value;
  switch (node.kind) {
    case 'and':
    case 'or':
      return { [node.kind]: node.operands.map(shape) };
    case 'not':
      return { not: shape(node.operand) };
    case 'nested':
      return { [node.field]: shape(node.predicate) };
    case 'compare':
      return [node.field, node.operator, value(node.value)];
    case 'in':
      return [
        node.field,
        node.negated ? 'not in' : 'in',
        Array.isArray(node.values) ? node.values.map(value) : value(node.values),
      ];
    case 'contains':
      return [node.field, `contains ${node.mode}`, node.values.map(value)];
    case 'is':
      return [node.field, `is${node.negated ? ' not' : ''}`, node.test];
  }
}

describe('parsePredicate: the predicates of the reference and the spec', () => {
  it.each<[string, unknown]>([
    ['key = "store-1"', ['key', '=', 'store-1']],
    ['key in ("ES1", "WC2")', ['key', 'in', ['ES1', 'WC2']]],
    ['id in ("a","b")', ['id', 'in', ['a', 'b']]],
    ['origin = "Merchant"', ['origin', '=', 'Merchant']],
    ['lastModifiedAt > "2024-01-01T00:00:00.000Z"', ['lastModifiedAt', '>', '2024-01-01T00:00:00.000Z']],
    ['target(id = "p-1")', { target: ['id', '=', 'p-1'] }],
    ['slug(en-US = :slug)', { slug: ['en-US', '=', ':slug'] }],
    ['masterData(current(slug(en = "x")))', { masterData: { current: { slug: ['en', '=', 'x'] } } }],
    ['custom(fields(foo = "bar"))', { custom: { fields: ['foo', '=', 'bar'] } }],
    [
      'masterVariant(sku in ("a","b")) or variants(sku in ("a","b"))',
      { or: [{ masterVariant: ['sku', 'in', ['a', 'b']] }, { variants: ['sku', 'in', ['a', 'b']] }] },
    ],
    [
      'variants(attributes(name = "hs_item_number" and value in ("1","2")))',
      {
        variants: {
          attributes: {
            and: [
              ['name', '=', 'hs_item_number'],
              ['value', 'in', ['1', '2']],
            ],
          },
        },
      },
    ],
    [
      'variants(attributes(name = "size" and value > 999))',
      {
        variants: {
          attributes: {
            and: [
              ['name', '=', 'size'],
              ['value', '>', 999],
            ],
          },
        },
      },
    ],
    [
      'sku in ("a") and (channel is not defined or channel(id = "c")) and (validFrom is not defined or validFrom <= "2026-01-01T00:00:00.000Z")',
      {
        and: [
          ['sku', 'in', ['a']],
          { or: [['channel', 'is not', 'defined'], { channel: ['id', '=', 'c'] }] },
          {
            or: [
              ['validFrom', 'is not', 'defined'],
              ['validFrom', '<=', '2026-01-01T00:00:00.000Z'],
            ],
          },
        ],
      },
    ],
  ])('%s', (source, expected) => {
    expect(shape(parsePredicate(source))).toEqual(expected);
  });
});

describe('parsePredicate: operators, values and precedence', () => {
  it.each<[string, unknown]>([
    [
      'a = 1 and b = 2 or c = 3',
      {
        or: [
          {
            and: [
              ['a', '=', 1],
              ['b', '=', 2],
            ],
          },
          ['c', '=', 3],
        ],
      },
    ],
    [
      'a = 1 or b = 2 and c = 3',
      {
        or: [
          ['a', '=', 1],
          {
            and: [
              ['b', '=', 2],
              ['c', '=', 3],
            ],
          },
        ],
      },
    ],
    [
      '(a = 1 or b = 2) and c = 3',
      {
        and: [
          {
            or: [
              ['a', '=', 1],
              ['b', '=', 2],
            ],
          },
          ['c', '=', 3],
        ],
      },
    ],
    [
      'not(a = 1) and not (b = 2 or c = 3)',
      {
        and: [
          { not: ['a', '=', 1] },
          {
            not: {
              or: [
                ['b', '=', 2],
                ['c', '=', 3],
              ],
            },
          },
        ],
      },
    ],
    [
      'a != 1 or a <> 2',
      {
        or: [
          ['a', '!=', 1],
          ['a', '!=', 2],
        ],
      },
    ],
    [
      'a < 1 and a <= 2 and a > 3 and a >= 4',
      {
        and: [
          ['a', '<', 1],
          ['a', '<=', 2],
          ['a', '>', 3],
          ['a', '>=', 4],
        ],
      },
    ],
    [
      'a not in (1, 2) and b in :list',
      {
        and: [
          ['a', 'not in', [1, 2]],
          ['b', 'in', ':list'],
        ],
      },
    ],
    [
      'a is defined and b is not defined and c is empty and d is not empty',
      {
        and: [
          ['a', 'is', 'defined'],
          ['b', 'is not', 'defined'],
          ['c', 'is', 'empty'],
          ['d', 'is not', 'empty'],
        ],
      },
    ],
    [
      'roles contains any ("A", "B") and roles contains all ("C")',
      {
        and: [
          ['roles', 'contains any', ['A', 'B']],
          ['roles', 'contains all', ['C']],
        ],
      },
    ],
    [
      'a = -12 and b = 1.5 and c = 2.5e3 and d = 1e2',
      {
        and: [
          ['a', '=', -12],
          ['b', '=', 1.5],
          ['c', '=', 2500],
          ['d', '=', 100],
        ],
      },
    ],
    [
      'a = true and b = FALSE',
      {
        and: [
          ['a', '=', true],
          ['b', '=', false],
        ],
      },
    ],
    [
      'a = \'single\' and b = "dou\\"ble" and c = \'it\\\'s\' and d = "\\u00e9\\n\\\\"',
      {
        and: [
          ['a', '=', 'single'],
          ['b', '=', 'dou"ble'],
          ['c', '=', "it's"],
          ['d', '=', 'é\n\\'],
        ],
      },
    ],
    ['a = ""', ['a', '=', '']],
    ['3abc = "id field starting with a digit"', ['3abc', '=', 'id field starting with a digit']],
    [
      'key = "a" AND key = "b" Or key = "c"',
      {
        or: [
          {
            and: [
              ['key', '=', 'a'],
              ['key', '=', 'b'],
            ],
          },
          ['key', '=', 'c'],
        ],
      },
    ],
    ['  name ( en-US  =  "x" )\n', { name: ['en-US', '=', 'x'] }],
  ])('%s', (source, expected) => {
    expect(shape(parsePredicate(source))).toEqual(expected);
  });

  it('records the line and column of each field and value', () => {
    const node = parsePredicate('a = 1 and\n  b = "x"');
    expect(node).toMatchObject({
      operands: [
        { position: { line: 1, column: 1 } },
        { position: { line: 2, column: 3 }, value: { position: { line: 2, column: 7 } } },
      ],
    });
  });
});

describe('parsePredicate: malformed input is a 400 InvalidInput naming the problem and where', () => {
  it.each<[string, string]>([
    ['', "Unexpected end of input, expected a field name, 'not(' or '(' (line 1, column 1)"],
    [
      'key',
      "Unexpected end of input, expected an operator (=, !=, <>, <, <=, >, >=), 'in', 'not in', 'is', 'contains' or '(' (line 1, column 4)",
    ],
    [
      'key = ',
      'Unexpected end of input, expected a string, a number, true, false or an input variable (:name) (line 1, column 7)',
    ],
    [
      'key = x',
      "Invalid input 'x', expected a string, a number, true, false or an input variable (:name) (line 1, column 7)",
    ],
    ['key "x"', `Invalid input "x", expected an operator`],
    ['key == "x"', "Invalid input '=', expected a string, a number"],
    ['key = "x" and', "Unexpected end of input, expected a field name, 'not(' or '(' (line 1, column 14)"],
    ['key = "x" key = "y"', "Invalid input 'key', expected 'and', 'or' or end of input (line 1, column 11)"],
    ['(key = "x"', "Unexpected end of input, expected 'and', 'or' or ')' (line 1, column 11)"],
    ['key = "x")', "Invalid input ')', expected 'and', 'or' or end of input (line 1, column 10)"],
    ['key in ()', "Invalid input ')', expected a string, a number"],
    ['key in ("a" "b")', `Invalid input "b", expected ',' or ')' (line 1, column 13)`],
    ['key in "a"', `Invalid input "a", expected '(' or an input variable (:name) (line 1, column 8)`],
    ['key not "a"', "Invalid input 'not', expected an operator"],
    ['key is maybe', "Invalid input 'maybe', expected 'not', 'defined' or 'empty' (line 1, column 8)"],
    ['key is not there', "Invalid input 'there', expected 'defined' or 'empty' (line 1, column 12)"],
    ['roles contains some ("a")', "Invalid input 'some', expected 'all' or 'any'"],
    ['key = "unterminated', 'Unterminated string: the quote opened here is never closed (line 1, column 7)'],
    ['key = "bad \\q escape"', "Invalid escape sequence '\\q' in a string (line 1, column 12)"],
    ['# = 1', "Invalid input '#', expected a field name, 'not(' or '(' (line 1, column 1)"],
    [
      'key = "a" and\n  b ~ 1',
      "Invalid input '~', expected an operator (=, !=, <>, <, <=, >, >=), 'in', 'not in', 'is', 'contains' or '(' (line 2, column 5)",
    ],
    ['key = 1.5.5', "Invalid input '.', expected 'and', 'or' or end of input"],
    ['key = :', "Invalid input ':', expected a string, a number"],
    ['key = "x" or or', 'Unexpected end of input, expected an operator'],
    ['not key = 1', "Invalid input 'key', expected an operator"],
    ["key = '💥' and 💥", "Invalid input '💥', expected a field name"],
  ])('%j', (source, message) => {
    const attempt = () => parsePredicate(source);
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(`Malformed parameter: where: ${message}`);
    try {
      attempt();
    } catch (error) {
      expect((error as ApiError).statusCode).toBe(400);
      expect((error as ApiError).code).toBe('InvalidInput');
    }
  });

  it('refuses predicates longer than the limit before parsing them', () => {
    const long = `key in (${Array.from({ length: 2_000 }, (_, i) => `"${i}"`).join(',')})`;
    expect(long.length).toBeGreaterThan(maxPredicateLength);
    expect(() => parsePredicate(long)).toThrow(
      `The predicate is ${long.length} characters long; at most ${maxPredicateLength} are accepted`,
    );
  });

  it('refuses nesting deeper than the limit, however it nests', () => {
    const nested = (depth: number, open: string) => `${open.repeat(depth)}a = 1${')'.repeat(depth)}`;
    expect(() => parsePredicate(nested(maxPredicateDepth, '('))).not.toThrow();
    expect(() => parsePredicate(nested(maxPredicateDepth + 1, '('))).toThrow(
      `nests deeper than ${maxPredicateDepth} levels`,
    );
    expect(() => parsePredicate(nested(maxPredicateDepth + 1, 'not('))).toThrow(
      `nests deeper than ${maxPredicateDepth} levels`,
    );
    expect(() => parsePredicate(nested(maxPredicateDepth + 1, 'f('))).toThrow(
      `nests deeper than ${maxPredicateDepth} levels`,
    );
    expect(() => parsePredicate('('.repeat(5_000))).toThrow(`nests deeper than ${maxPredicateDepth} levels`);
  });

  it('handles long flat predicates without recursion trouble', () => {
    const flat = Array.from({ length: 600 }, (_, i) => `k = ${i}`).join(' or ');
    expect(flat.length).toBeLessThan(maxPredicateLength);
    expect((parsePredicate(flat) as { operands: unknown[] }).operands).toHaveLength(600);
  });
});
