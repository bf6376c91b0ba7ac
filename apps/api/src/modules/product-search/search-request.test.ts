import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { parseSearchRequest, searchParamsSchema, type SearchParams } from './search-request';

const params = (query: Record<string, string | string[]>): SearchParams => searchParamsSchema.parse(query);
const invalid = (query: Record<string, string | string[]>) => {
  try {
    parseSearchRequest(params(query));
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an InvalidInput error');
};

describe('parseSearchRequest', () => {
  it('separates the stages and maps fields to the index', () => {
    const request = parseSearchRequest(
      params({
        'filter.query': ['categories.id: subtree("c1"), "c2"', 'variants.attributes.latex_free:true'],
        'filter.facets': 'variants.attributes.brand:"Acme","Zen"',
        filter: ['variants.sku:"SKU-1"', 'createdAt:range ("2026-01-01" to *)'],
        facet: [
          'categories.id as cats counting products',
          'variants.attributes.sterile',
          'variants.attributes.hs_item_number:"1001234"',
        ],
        sort: ['name.en-US desc', 'createdAt asc'],
        limit: '48',
        offset: '96',
        expand: 'categories[*]',
        markMatchingVariants: 'true',
      }),
    );
    expect(request.queryFilters).toEqual([
      { field: 'categories', kind: 'categories', ids: ['c2'], subtrees: ['c1'] },
      { field: 'latex_free', kind: 'flags', values: [true] },
    ]);
    expect(request.facetFilters).toEqual([{ field: 'brand', kind: 'terms', values: ['Acme', 'Zen'] }]);
    expect(request.resultFilters).toEqual([
      { field: 'sku', kind: 'terms', values: ['SKU-1'] },
      { field: 'createdAt', kind: 'dateRanges', ranges: [{ from: new Date('2026-01-01'), to: undefined }] },
    ]);
    expect(request.facets.map(({ key, countingProducts, facet }) => ({ key, countingProducts, facet }))).toEqual([
      { key: 'cats', countingProducts: true, facet: { kind: 'terms', field: 'categories' } },
      { key: 'variants.attributes.sterile', countingProducts: false, facet: { kind: 'terms', field: 'sterile' } },
      {
        key: 'variants.attributes.hs_item_number:"1001234"',
        countingProducts: false,
        facet: {
          kind: 'filter',
          field: 'itemNumber',
          condition: { field: 'itemNumber', kind: 'terms', values: ['1001234'] },
        },
      },
    ]);
    expect(request.facets[1]!.render).toEqual({ kind: 'terms', dataType: 'boolean', productField: false });
    expect(request.sort).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'createdAt', direction: 'asc' },
    ]);
    expect(request).toMatchObject({
      limit: 48,
      offset: 96,
      expandCategories: true,
      markMatchingVariants: true,
      text: undefined,
    });
  });

  it('reads text with fuzzy options; blank text means no text', () => {
    expect(parseSearchRequest(params({ 'text.en-US': 'Gluve', fuzzy: 'true' })).text).toEqual({
      terms: { words: ['gluve'], codes: [], lastIsPrefix: true },
      fuzzy: { enabled: true, level: undefined },
    });
    expect(parseSearchRequest(params({ 'text.en-US': '   ' })).text).toBeUndefined();
    expect(
      parseSearchRequest(params({ 'text.en-US': 'composite', fuzzy: 'true', fuzzyLevel: '1' })).text?.fuzzy,
    ).toEqual({ enabled: true, level: 1 });
  });

  it.each([
    [
      { 'filter.query': 'categories.id:subtree(' },
      `filter.query: malformed expression 'categories.id:subtree(': expected a category id in quotes at the end.`,
    ],
    [
      { filter: 'variants.attributes.color:"red"' },
      `filter: malformed expression 'variants.attributes.color:"red"': 'variants.attributes.color' is not a searchable field`,
    ],
    [
      { 'filter.facets': 'variants.attributes.sterile:"yes"' },
      `'variants.attributes.sterile' is a boolean attribute; use true or false`,
    ],
    [{ filter: 'variants.sku:subtree("x")' }, `subtree(...) applies to categories.id only`],
    [{ filter: 'createdAt:"2026-01-01"' }, `'createdAt' takes range (from to to)`],
    [{ filter: 'createdAt:range ("yesterday" to *)' }, `'yesterday' is not a date`],
    [{ filter: 'key:exists' }, `'key' is always set`],
    [{ facet: 'variants.sku' }, `a term facet on 'variants.sku' is not supported`],
    [{ facet: 'variants.attributes.brand:range (1 to 2)' }, `'variants.attributes.brand' takes values, not ranges`],
    [{ sort: 'price asc' }, `sort: 'price asc' is not supported`],
    [{ 'text.en-US': 'glove', fuzzyLevel: '2' }, 'fuzzyLevel: 2 is above the default level 1 for this text'],
    [{ staged: 'true' }, 'staged: only current (published) product projections are searchable'],
    [{ priceCountry: 'US' }, 'priceCountry, priceCustomerGroup and priceChannel require priceCurrency.'],
  ])('answers 400 InvalidInput for %j', (query, message) => {
    const error = invalid(query);
    expect(error).toMatchObject({ status: 400, code: 'InvalidInput' });
    expect(error.message).toContain(message);
  });

  it('quotes at most 200 characters of a malformed expression', () => {
    const error = invalid({ filter: `key:"${'x'.repeat(1000)}` });
    expect(error.message.length).toBeLessThan(300);
  });
});
