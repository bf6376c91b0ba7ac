import { describe, expect, it } from 'vitest';
import { maxFacetTerms, toFacetResults } from './facet-results';
import type { RequestedFacet } from './search-request';

const termFacet = (key: string, countingProducts = false): RequestedFacet => ({
  key,
  countingProducts,
  facet: { kind: 'terms', field: 'brand' },
  render: { kind: 'terms', dataType: 'text', productField: false },
});

describe('toFacetResults', () => {
  it('renders term facets sorted by count (then term), with missing and total, leaving empty terms out', () => {
    const results = toFacetResults(
      [termFacet('brand')],
      [
        {
          kind: 'terms',
          terms: [
            { term: 'Zen', count: 3, products: 3 },
            { term: 'Acme', count: 7, products: 2 },
            { term: 'Beta', count: 3, products: 1 },
            { term: 'Gone', count: 0, products: 0 },
          ],
          withValue: 13,
          all: 15,
        },
      ],
    );
    expect(results).toEqual({
      brand: {
        type: 'terms',
        dataType: 'text',
        missing: 2,
        total: 13,
        other: 0,
        terms: [
          { term: 'Acme', count: 7 },
          { term: 'Beta', count: 3 },
          { term: 'Zen', count: 3 },
        ],
      },
    });
  });

  it('with counting products adds productCount and sorts by it', () => {
    const results = toFacetResults(
      [termFacet('b', true)],
      [
        {
          kind: 'terms',
          terms: [
            { term: 'Acme', count: 7, products: 2 },
            { term: 'Zen', count: 3, products: 3 },
          ],
          withValue: 10,
          all: 10,
        },
      ],
    );
    expect(results.b).toMatchObject({
      terms: [
        { term: 'Zen', count: 3, productCount: 3 },
        { term: 'Acme', count: 7, productCount: 2 },
      ],
    });
  });

  it('shows at most 200 terms and counts the rest in other', () => {
    const terms = Array.from({ length: maxFacetTerms + 5 }, (_, index) => ({
      term: `t${String(index).padStart(3, '0')}`,
      count: 1000 - index,
      products: 1,
    }));
    const result = toFacetResults([termFacet('many')], [{ kind: 'terms', terms, withValue: 0, all: 0 }]).many;
    expect(result?.type === 'terms' && result.terms.length).toBe(maxFacetTerms);
    expect(result?.type === 'terms' && result.other).toBe(
      terms.slice(maxFacetTerms).reduce((sum, term) => sum + term.count, 0),
    );
  });

  it('renders range and filtered facets', () => {
    const from = new Date('2026-01-01T00:00:00.000Z');
    const results = toFacetResults(
      [
        {
          key: 'new',
          countingProducts: false,
          facet: { kind: 'dateRanges', field: 'createdAt', ranges: [{ from }, {}] },
          render: { kind: 'range' },
        },
        {
          key: 'sterile',
          countingProducts: true,
          facet: { kind: 'filter', field: 'sterile', condition: { field: 'sterile', kind: 'flags', values: [true] } },
          render: { kind: 'filter' },
        },
      ],
      [
        {
          kind: 'ranges',
          ranges: [
            { count: 2, min: 10, max: 30, sum: 40 },
            { count: 0, min: null, max: null, sum: 0 },
          ],
        },
        { kind: 'filter', count: 5, products: 3 },
      ],
    );
    expect(results.new).toEqual({
      type: 'range',
      ranges: [
        {
          from: from.getTime(),
          fromStr: from.toISOString(),
          to: 0,
          toStr: '',
          count: 2,
          total: 40,
          min: 10,
          max: 30,
          mean: 20,
        },
        { from: 0, fromStr: '', to: 0, toStr: '', count: 0, total: 0, min: 0, max: 0, mean: 0 },
      ],
    });
    expect(results.sterile).toEqual({ type: 'filter', count: 5, productCount: 3 });
  });
});
