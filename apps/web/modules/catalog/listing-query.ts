import { booleanFacetAttributes } from '@chairside/contracts';
import { listingSorts, perPageOptions, type ListingSort, type PerPage } from './listing-options';

export { listingSorts, perPageOptions, type ListingSort, type PerPage };

/**
 * What a product listing (category, landing or search page) shows, read from its URL so that every
 * filtered, sorted page is a shareable, crawlable address:
 * ?q=gloves&category=exam-gloves&brand=Puretek&brand=Verasafe&latex_free=true&sort=name&perPage=48&page=2
 * Anything that cannot be understood is left out, never an error.
 */
export type BooleanFacet = (typeof booleanFacetAttributes)[number];

export interface ListingQuery {
  /** Search text (search page only), at most maxQueryLength characters. */
  q: string;
  /** Selected sub-category keys. */
  categories: string[];
  brands: string[];
  /** Selected values of the boolean attributes; both values mean "has the attribute either way". */
  flags: Partial<Record<BooleanFacet, boolean[]>>;
  sort: ListingSort;
  page: number;
  perPage: PerPage;
}

export type UrlSearchParams = Record<string, string | string[] | undefined>;

export const maxQueryLength = 200;
const maxValuesPerFilter = 20;
const maxValueLength = 80;
const pagePattern = /^[1-9][0-9]{0,5}$/;
const categoryKeyPattern = /^[a-z0-9][a-z0-9-]*$/;
// Control characters never belong in a query or a filter value.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/g;

const all = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const first = (value: string | string[] | undefined): string | undefined => all(value)[0];

function cleanValues(values: string[], accept: (value: string) => boolean): string[] {
  const cleaned = values
    .map((value) => value.replace(controlCharacters, ' ').trim())
    .filter((value) => value.length > 0 && value.length <= maxValueLength && accept(value));
  return [...new Set(cleaned)].slice(0, maxValuesPerFilter);
}

/** The search text: control characters become spaces, runs of blanks collapse, capped in length. */
export function cleanSearchText(value: string | undefined): string {
  return (value ?? '').replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

export function parseListingQuery(params: UrlSearchParams): ListingQuery {
  const flags: ListingQuery['flags'] = {};
  for (const name of booleanFacetAttributes) {
    const values = new Set(all(params[name]));
    const selected = [true, false].filter((value) => values.has(String(value)));
    if (selected.length) flags[name] = selected;
  }
  const sort = first(params.sort);
  const page = first(params.page) ?? '';
  const perPage = Number(first(params.perPage));
  return {
    q: cleanSearchText(first(params.q)),
    categories: cleanValues(all(params.category), (value) => categoryKeyPattern.test(value)),
    brands: cleanValues(all(params.brand), () => true),
    flags,
    sort: listingSorts.includes(sort as ListingSort) ? (sort as ListingSort) : 'relevance',
    page: pagePattern.test(page) ? Number(page) : 1,
    perPage: perPageOptions.includes(perPage as PerPage) ? (perPage as PerPage) : perPageOptions[0],
  };
}

/** The query as URL parameters, defaults left out, in a stable order (one URL per listing). */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of query.categories) params.append('category', key);
  for (const brand of query.brands) params.append('brand', brand);
  for (const name of booleanFacetAttributes) {
    for (const value of query.flags[name] ?? []) params.append(name, String(value));
  }
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.perPage !== perPageOptions[0]) params.set('perPage', String(query.perPage));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The URL of the listing at `path` with some of its query changed; a changed filter starts again at page 1. */
export function listingHref(path: string, query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const next = { ...query, page: 1, ...change };
  const search = listingSearchParams(next).toString();
  return search ? `${path}?${search}` : path;
}

/** True when the visitor narrowed the listing (these pages are kept out of search engines' indexes). */
export function hasFilters(query: ListingQuery): boolean {
  return (
    query.categories.length > 0 ||
    query.brands.length > 0 ||
    Object.values(query.flags).some((values) => values?.length)
  );
}
