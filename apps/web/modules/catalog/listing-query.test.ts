import { describe, expect, it } from 'vitest';
import { cleanSearchText, hasFilters, listingHref, parseListingQuery } from './listing-query';

describe('parseListingQuery', () => {
  it('reads every filter, the sort, the page size and the page', () => {
    const query = parseListingQuery({
      brand: ['OraMed', 'Dentalia'],
      category: 'exam-gloves',
      latex_free: 'true',
      powdered: 'false',
      sort: 'name',
      perPage: '48',
      page: '2',
    });
    expect(query).toEqual({
      q: '',
      categories: ['exam-gloves'],
      brands: ['OraMed', 'Dentalia'],
      flags: { latex_free: [true], powdered: [false] },
      sort: 'name',
      page: 2,
      perPage: 48,
    });
  });

  it('ignores what it cannot understand', () => {
    const query = parseListingQuery({
      sort: 'price',
      page: '-3',
      perPage: '1000',
      latex_free: 'maybe',
      category: ['../etc', 'UPPER', 'ok-key'],
      brand: ['', ' ', 'x'.repeat(81)],
      sterile: ['false', 'true'],
    });
    expect(query).toEqual({
      q: '',
      categories: ['ok-key'],
      brands: [],
      flags: { sterile: [true, false] },
      sort: 'relevance',
      page: 1,
      perPage: 24,
    });
  });

  it.each(['1.5', '1e3', 'abc', '0', String(Number.MAX_SAFE_INTEGER + 2)])('falls back to page 1 for %s', (page) =>
    expect(parseListingQuery({ page }).page).toBe(1),
  );

  it('de-duplicates and caps repeated values', () => {
    const brands = Array.from({ length: 30 }, (_, index) => `Brand ${index % 25}`);
    expect(parseListingQuery({ brand: brands }).brands).toHaveLength(20);
    expect(parseListingQuery({ brand: ['A', 'A', ' A '] }).brands).toEqual(['A']);
  });
});

describe('cleanSearchText', () => {
  it('caps long queries at 200 characters', () => expect(cleanSearchText('a'.repeat(5000))).toHaveLength(200));
  it('turns control characters into blanks and collapses runs', () =>
    expect(cleanSearchText(' nitrile\u0000\n  gloves\t')).toBe('nitrile gloves'));
  it('keeps odd characters for the API to treat as text', () =>
    expect(cleanSearchText(`"quoted" <b>&'%`)).toBe(`"quoted" <b>&'%`));
});

describe('listingHref', () => {
  const query = parseListingQuery({ brand: 'OraMed', sort: 'newest', page: '3' });

  it('writes defaults-free, stable URLs', () =>
    expect(listingHref('/category/supplies', parseListingQuery({}))).toBe('/category/supplies'));

  it('starts a changed filter on page 1 and keeps the rest', () =>
    expect(listingHref('/category/supplies', query, { brands: ['OraMed', 'Dentalia'] })).toBe(
      '/category/supplies?brand=OraMed&brand=Dentalia&sort=newest',
    ));

  it('keeps other parameters when moving to a page', () =>
    expect(listingHref('/search', { ...query, q: 'gloves & masks' }, { page: 4 })).toBe(
      '/search?q=gloves+%26+masks&brand=OraMed&sort=newest&page=4',
    ));

  it('round-trips through the parser', () => {
    const href = listingHref('/search', { ...query, q: 'x', flags: { sterile: [true] }, perPage: 48 }, { page: 2 });
    const params = new URL(href, 'http://localhost').searchParams;
    const record: Record<string, string[]> = {};
    for (const [key, value] of params) record[key] = [...(record[key] ?? []), value];
    expect(parseListingQuery(record)).toEqual({ ...query, q: 'x', flags: { sterile: [true] }, perPage: 48, page: 2 });
  });
});

describe('hasFilters', () => {
  it('is false for sort and paging alone', () =>
    expect(hasFilters(parseListingQuery({ sort: 'name', page: '2' }))).toBe(false));
  it('is true for any facet', () => expect(hasFilters(parseListingQuery({ textured: 'false' }))).toBe(true));
});
