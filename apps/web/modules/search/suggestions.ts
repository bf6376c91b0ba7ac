/** The type-ahead answer of GET /api/suggest?q= (the header search box's listbox). */
export interface Suggestion {
  name: string;
  href: string;
  brand: string | undefined;
  itemNumber: string | undefined;
}

export interface SuggestResponse {
  query: string;
  suggestions: Suggestion[];
}

export const suggestionLimit = 8;
/** Fewer characters than this bring no suggestions. */
export const minSuggestLength = 2;
export const suggestDebounceMs = 200;
