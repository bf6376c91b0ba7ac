/**
 * True when a search looks like an item number or sku ("1004821", "CS-1004821-BX", "115228-EA"):
 * one word of letters, digits and dashes with at least one digit. Only such searches are looked up
 * as codes, which keeps ordinary searches free of the extra lookup.
 */
export function looksLikeProductCode(query: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/.test(query) && /\d/.test(query);
}
