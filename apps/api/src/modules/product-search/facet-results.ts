import type { FacetResult } from '@chairside/contracts';
import type { RawFacet, SearchFacet } from '@chairside/db';
import type { RequestedFacet } from './search-request';

/** commercetools returns at most this many terms per term facet; `other` counts the rest. */
export const maxFacetTerms = 200;

/** The facets of a search response, keyed by alias or expression, in commercetools shapes. */
export function toFacetResults(
  requested: readonly RequestedFacet[],
  raw: readonly RawFacet[],
): Record<string, FacetResult> {
  return Object.fromEntries(requested.map((facet, index) => [facet.key, toFacetResult(facet, raw[index]!)]));
}

function toFacetResult(requested: RequestedFacet, raw: RawFacet): FacetResult {
  const { render, countingProducts } = requested;
  if (raw.kind === 'filter')
    return { type: 'filter', count: raw.count, ...(countingProducts ? { productCount: raw.products } : {}) };
  if (raw.kind === 'ranges') {
    if (requested.facet.kind !== 'dateRanges') throw new Error('A range facet result belongs to a range facet');
    const bounds = requested.facet.ranges;
    return {
      type: 'range',
      ranges: raw.ranges.map((range, position) => {
        const { from, to } = bounds[position]!;
        return {
          from: from?.getTime() ?? 0,
          fromStr: from?.toISOString() ?? '',
          to: to?.getTime() ?? 0,
          toStr: to?.toISOString() ?? '',
          count: range.count,
          ...(countingProducts ? { productCount: range.count } : {}),
          total: range.sum,
          min: range.min ?? 0,
          max: range.max ?? 0,
          mean: range.count > 0 ? range.sum / range.count : 0,
        };
      }),
    };
  }
  if (render.kind !== 'terms') throw new Error('A term facet result belongs to a term facet');
  const byCount = (a: { count: number; products: number; term: string }, b: typeof a) =>
    (countingProducts ? b.products - a.products : b.count - a.count) ||
    (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
  const terms = raw.terms.filter((term) => term.count > 0).sort(byCount);
  const shown = terms.slice(0, maxFacetTerms);
  return {
    type: 'terms',
    dataType: render.dataType,
    missing: raw.all - raw.withValue,
    total: raw.withValue,
    other: terms.slice(maxFacetTerms).reduce((sum, term) => sum + term.count, 0),
    terms: shown.map((term) => ({
      term: term.term,
      count: term.count,
      ...(countingProducts ? { productCount: term.products } : {}),
    })),
  };
}

/** Facets of an empty candidate set (a text with nothing searchable in it). */
export function emptyRawFacets(facets: readonly SearchFacet[]): RawFacet[] {
  return facets.map((facet): RawFacet => {
    if (facet.kind === 'filter') return { kind: 'filter', count: 0, products: 0 };
    if (facet.kind === 'dateRanges')
      return { kind: 'ranges', ranges: facet.ranges.map(() => ({ count: 0, min: null, max: null, sum: 0 })) };
    return { kind: 'terms', terms: [], withValue: 0, all: 0 };
  });
}
