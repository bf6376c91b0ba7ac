import { searchBooleanAttributes, type SearchBooleanAttribute } from '../schema/search';

/**
 * Keys of the precomputed search scopes (product_search_counts, and product_listing without the
 * boolean ones): '' is the whole catalogue, a category id its subtree, and `<scope>|<field>|<term>`
 * that scope narrowed to the products having one brand or one boolean attribute value. A category
 * id never holds '|', so keys cannot collide whatever the term.
 */
export function selectionScope(scope: string, field: string, term: string): string {
  return `${scope}|${field}|${term}`;
}

/** The bit of product_listing.flags that says some variant of the product has `value` for `attribute`. */
export function listingFlag(attribute: SearchBooleanAttribute, value: boolean): number {
  return 1 << (2 * searchBooleanAttributes.indexOf(attribute) + (value ? 0 : 1));
}
