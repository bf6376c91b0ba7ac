import type { ProductProjectionPagedSearchResponse } from '@chairside/contracts';
import type { CategoryNode } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { parseListingQuery } from './listing-query';
import { facetGroups, lastPage, listingSearch, type ListingScope } from './listing-search';

const node = (id: string, key: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  key,
  name: key.replace(/^./, (c) => c.toUpperCase()).replace(/-/g, ' '),
  slug: key,
  path: [key],
  href: `/category/${key}`,
  depth: 0,
  breadcrumbs: [],
  children,
});

const exam = node('c-exam', 'exam-gloves');
const surgical = node('c-surgical', 'surgical-gloves');
const gloves = node('c-gloves', 'gloves', [exam, surgical]);
const masks = node('c-masks', 'masks');
const supplies = node('c-supplies', 'supplies', [gloves, masks]);
const scope: ListingScope = { category: supplies, narrowTo: supplies.children };

describe('listingSearch', () => {
  it('searches the category subtree, asks for every facet and pages', () => {
    const search = listingSearch(parseListingQuery({ page: '3', perPage: '48', sort: 'name' }), scope);
    expect(search).toMatchObject({
      filterQuery: ['categories.id:subtree("c-supplies")'],
      filter: [],
      filterFacets: [],
      sort: 'name.en-US asc',
      limit: 48,
      offset: 96,
    });
    expect(search.facets).toContain('categories.id counting products as categories');
    expect(search.facets).toContain('variants.attributes.brand counting products as brand');
    expect(search.facets).toContain('variants.attributes.latex_free counting products as latex_free');
    expect(search.text).toBeUndefined();
  });

  it('narrows results and the other facets by each chosen filter, quoting visitor input', () => {
    const search = listingSearch(
      parseListingQuery({
        q: 'nitrile',
        category: ['exam-gloves', 'unknown-key'],
        brand: ['Puretek', 'Say "hi"'],
        latex_free: 'true',
        sterile: ['true', 'false'],
      }),
      scope,
    );
    const expected = [
      'categories.id:subtree("c-exam")',
      'variants.attributes.brand:"Puretek","Say \\"hi\\""',
      'variants.attributes.latex_free:true',
      'variants.attributes.sterile:true,false',
    ];
    expect(search.filter).toEqual(expected);
    expect(search.filterFacets).toEqual(expected);
    expect(search.text).toBe('nitrile');
    expect(search.sort).toBeUndefined();
  });

  it('never asks for a page past the offset limit', () => {
    expect(listingSearch(parseListingQuery({ page: '99999' }), scope).offset).toBe(9984);
    expect(lastPage(100_000, 24)).toBe(417);
    expect(lastPage(30, 24)).toBe(2);
    expect(lastPage(0, 24)).toBe(1);
  });
});

describe('facetGroups', () => {
  const terms = (entries: [string, number][]) => ({
    type: 'terms' as const,
    dataType: 'text' as const,
    missing: 0,
    total: 0,
    other: 0,
    terms: entries.map(([term, productCount]) => ({ term, count: productCount * 2, productCount })),
  });
  const facets: ProductProjectionPagedSearchResponse['facets'] = {
    categories: terms([
      ['c-exam', 30],
      ['c-surgical', 12],
    ]),
    brand: terms([
      ['Verasafe', 21],
      ['Puretek', 15],
    ]),
    latex_free: terms([
      ['true', 25],
      ['false', 17],
    ]),
    sterile: terms([['false', 42]]),
  };

  it('counts sub-categories over their subtree and hides empty ones', () => {
    const [category] = facetGroups('/category/supplies', parseListingQuery({}), scope, facets);
    expect(category).toMatchObject({
      param: 'category',
      options: [
        { label: 'Gloves', value: 'gloves', count: 42, selected: false, href: '/category/supplies?category=gloves' },
      ],
    });
  });

  it('lists brands by name with product counts and keeps a chosen brand that has no products', () => {
    const groups = facetGroups(
      '/category/supplies',
      parseListingQuery({ brand: ['Puretek', 'Gone'], page: '2' }),
      scope,
      facets,
    );
    const brand = groups.find((group) => group.param === 'brand')!;
    expect(brand.options.map((option) => [option.label, option.count, option.selected])).toEqual([
      ['Gone', 0, true],
      ['Puretek', 15, true],
      ['Verasafe', 21, false],
    ]);
    expect(brand.options[1]!.href).toBe('/category/supplies?brand=Gone');
  });

  it('offers a boolean attribute only when it tells products apart or is chosen', () => {
    const params = (query: Record<string, string>) =>
      facetGroups('/x', parseListingQuery(query), scope, facets).map((group) => group.param);
    expect(params({})).toEqual(['category', 'brand', 'latex_free']);
    expect(params({ sterile: 'false' })).toEqual(['category', 'brand', 'latex_free', 'sterile']);
    const latex = facetGroups('/x', parseListingQuery({ latex_free: 'true' }), scope, facets).find(
      (group) => group.param === 'latex_free',
    )!;
    expect(latex.options).toMatchObject([
      { label: 'Yes', count: 25, selected: true, href: '/x' },
      { label: 'No', count: 17, selected: false, href: '/x?latex_free=true&latex_free=false' },
    ]);
  });
});
