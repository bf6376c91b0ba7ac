import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { asList, parseSort } from './query-params';

const fields = ['orderHint', 'id'] as const;

describe('parseSort', () => {
  it('reads repeated sort terms in order, defaulting the direction to asc', () => {
    expect(parseSort(['orderHint desc', 'id'], fields)).toEqual([
      { field: 'orderHint', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ]);
  });

  it('accepts no sort at all', () => {
    expect(parseSort(undefined, fields)).toEqual([]);
  });

  it.each(['name.en-US asc', 'orderHint sideways', 'id asc extra', ''])(
    'rejects %j with a 400 naming the term',
    (term) => {
      const attempt = () => parseSort(term, fields);
      expect(attempt).toThrow(ApiError);
      expect(attempt).toThrow(`sort: '${term}' is not supported`);
    },
  );
});

describe('asList', () => {
  it('turns single and repeated parameters into a list', () => {
    expect(asList('a')).toEqual(['a']);
    expect(asList(['a', 'b'])).toEqual(['a', 'b']);
    expect(asList(undefined)).toEqual([]);
  });
});
