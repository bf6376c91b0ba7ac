/**
 * The listing's sort orders and page sizes, the first of each being the default (left out of URLs).
 * Kept apart from listing-query.ts so that browser code can use them without the API contracts.
 */
export const listingSorts = ['relevance', 'name', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];
export const perPageOptions = [24, 48] as const;
export type PerPage = (typeof perPageOptions)[number];

/**
 * The listing URL a submitted filter form stands for: empty fields and default values dropped, so
 * that the same listing always has the same URL (the form's fields are in URL order already).
 */
export function formListingHref(action: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== 'string' || value === '') continue;
    if ((name === 'sort' && value === listingSorts[0]) || (name === 'perPage' && value === String(perPageOptions[0])))
      continue;
    params.append(name, value);
  }
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}
