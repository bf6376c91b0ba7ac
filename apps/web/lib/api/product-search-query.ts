/**
 * Builds the query string of GET /aces/product-projections/search (reference §3.4) from a typed
 * request. Values that come from visitors are always quoted and escaped here.
 */
export interface ProductSearchQuery {
  /** Full-text query (text.en-US), searched fuzzily. */
  text?: string;
  /** Applied before faceting: narrows results and facets (e.g. the category subtree). */
  filterQuery?: string[];
  /** Applied after faceting: narrows the results only. */
  filter?: string[];
  /** Narrows every facet but those on its own field (multi-select facets); not the results. */
  filterFacets?: string[];
  facets?: string[];
  sort?: string;
  limit: number;
  offset?: number;
}

/** A quoted filter value: "Dentalia", with quotes and backslashes escaped. */
export function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/** `field:"a","b"` — any of the values. */
export function termFilter(field: string, values: readonly string[]): string {
  return `${field}:${values.map(quote).join(',')}`;
}

/** `categories.id:subtree("a"),subtree("b")` — in any of these categories or below them. */
export function subtreeFilter(categoryIds: readonly string[]): string {
  return `categories.id:${categoryIds.map((id) => `subtree(${quote(id)})`).join(',')}`;
}

/** `variants.attributes.latex_free:true` — booleans are not quoted. */
export function booleanFilter(attribute: string, values: readonly boolean[]): string {
  return `variants.attributes.${attribute}:${values.join(',')}`;
}

export function productSearchPath(query: ProductSearchQuery): string {
  const params = new URLSearchParams();
  if (query.text) {
    params.set('text.en-US', query.text);
    params.set('fuzzy', 'true');
  }
  for (const filter of query.filterQuery ?? []) params.append('filter.query', filter);
  for (const filter of query.filter ?? []) params.append('filter', filter);
  for (const filter of query.filterFacets ?? []) params.append('filter.facets', filter);
  for (const facet of query.facets ?? []) params.append('facet', facet);
  if (query.sort) params.set('sort', query.sort);
  params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  return `/aces/product-projections/search?${params.toString()}`;
}
