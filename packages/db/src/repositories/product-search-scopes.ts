/**
 * Keys of the precomputed search scopes (product_search_counts, product_listing): '' is the whole
 * catalogue, a category id its subtree, and `<scope>|<field>|<term>` that scope narrowed to the
 * products having one brand or one boolean attribute value. A category id never holds '|', so keys
 * cannot collide whatever the term.
 */
export function selectionScope(scope: string, field: string, term: string): string {
  return `${scope}|${field}|${term}`;
}
