import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError, parseFacetExpression, parseFilterExpression } from './filter-expression';

describe('parseFilterExpression', () => {
  it('reads term values, ORed, with escapes inside strings', () => {
    expect(parseFilterExpression('categories.id:"a","b"')).toEqual({
      field: 'categories.id',
      body: {
        kind: 'values',
        values: [
          { kind: 'string', value: 'a' },
          { kind: 'string', value: 'b' },
        ],
      },
      countingProducts: false,
    });
    expect(parseFilterExpression('variants.attributes.brand:"Say \\"hi\\" \\\\ now"').body).toEqual({
      kind: 'values',
      values: [{ kind: 'string', value: 'Say "hi" \\ now' }],
    });
  });

  it('reads subtree values mixed with plain ids, numbers and booleans', () => {
    expect(parseFilterExpression('categories.id: subtree("a"), subtree("b"), "c"').body).toEqual({
      kind: 'values',
      values: [
        { kind: 'subtree', id: 'a' },
        { kind: 'subtree', id: 'b' },
        { kind: 'string', value: 'c' },
      ],
    });
    expect(parseFilterExpression('variants.attributes.hs_item_number:1001234').body).toEqual({
      kind: 'values',
      values: [{ kind: 'number', value: 1001234, text: '1001234' }],
    });
    expect(parseFilterExpression('variants.attributes.sterile:true').body).toEqual({
      kind: 'values',
      values: [{ kind: 'boolean', value: true }],
    });
  });

  it('reads ranges with open ends and existence', () => {
    expect(
      parseFilterExpression('createdAt:range ("2026-01-01T00:00:00.000Z" to *), (* to "2020-01-01")').body,
    ).toEqual({
      kind: 'ranges',
      ranges: [
        { from: { kind: 'string', value: '2026-01-01T00:00:00.000Z' }, to: undefined },
        { from: undefined, to: { kind: 'string', value: '2020-01-01' } },
      ],
    });
    expect(parseFilterExpression('variants.price.centAmount:range (1 to 30)').body).toMatchObject({
      kind: 'ranges',
      ranges: [{ from: { value: 1 }, to: { value: 30 } }],
    });
    expect(parseFilterExpression('categories:missing').body).toEqual({ kind: 'existence', exists: false });
    expect(parseFilterExpression('categories:exists').body).toEqual({ kind: 'existence', exists: true });
  });

  it.each([
    ['categories.id', "expected ':' and values after 'categories.id'"],
    ['categories.id:', 'expected a value at the end'],
    ['categories.id:"a",', 'expected a value at the end'],
    ['categories.id:"a" "b"', "expected ',' or the end but found 'b' at position 19"],
    ['categories.id:subtree(a)', "expected a category id in quotes but found 'a'"],
    ['categories.id:"unterminated', 'unterminated string starting at position 15'],
    ['createdAt:range (1 30)', "expected 'to' but found '30'"],
    ['key:abc', 'expected a value ("text", a number, true, false or subtree("id")) but found \'abc\''],
    ['key:"a" as alias', "expected ',' or the end but found 'as'"],
    ['key:"a";drop table', "unexpected character ';' at position 8"],
  ])('rejects %s: %s', (source, message) => {
    expect(() => parseFilterExpression(source)).toThrow(ExpressionSyntaxError);
    expect(() => parseFilterExpression(source)).toThrow(message);
  });
});

describe('parseFacetExpression', () => {
  it('reads a bare field as a term facet, with alias and counting products in either order', () => {
    expect(parseFacetExpression('variants.attributes.brand')).toEqual({
      field: 'variants.attributes.brand',
      body: { kind: 'field' },
      countingProducts: false,
    });
    expect(parseFacetExpression('categories.id as cats counting products')).toMatchObject({
      alias: 'cats',
      countingProducts: true,
    });
    expect(parseFacetExpression('categories.id counting products as "cats"')).toMatchObject({
      alias: 'cats',
      countingProducts: true,
    });
  });

  it('reads filtered and range facets with an alias', () => {
    expect(parseFacetExpression('variants.attributes.sterile:true as sterile-things')).toMatchObject({
      alias: 'sterile-things',
      body: { kind: 'values' },
    });
    expect(parseFacetExpression('createdAt:range(* to "2026-01-01") as older')).toMatchObject({
      alias: 'older',
      body: { kind: 'ranges' },
    });
  });

  it('rejects a dangling alias or modifier', () => {
    expect(() => parseFacetExpression('categories.id as')).toThrow('expected an alias at the end');
    expect(() => parseFacetExpression('categories.id counting')).toThrow("expected 'products' at the end");
    expect(() => parseFacetExpression('categories.id as a as b')).toThrow("found 'as'");
  });
});
