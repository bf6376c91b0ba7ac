import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { perDatabase } from '../per-database';
import { productVariants } from '../schema/catalog';
import { maxSuggestionPrefixLength, productSearch, productSuggestions } from '../schema/search';

/** A product suggested for a word being typed: what the search box's list shows of it. */
export interface ProductSuggestionRow {
  id: string;
  name: string;
  slug: string;
  /** The master variant's brand and item number. */
  brand: string | null;
  itemNumber: string | null;
}

/** Prepared once per database: a type-ahead is a keystroke's request, and planning would be most of its work. */
const suggestionsByPrefix = perDatabase((db) =>
  db
    .select({
      id: productSuggestions.productId,
      name: productSearch.name,
      slug: productSearch.slug,
      brand: sql<string | null>`${productVariants.attributes}->>'brand'`,
      itemNumber: productVariants.itemNumber,
    })
    .from(productSuggestions)
    .innerJoin(productSearch, eq(productSearch.productId, productSuggestions.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, productSuggestions.productId), eq(productVariants.variantId, 1)),
    )
    .where(eq(productSuggestions.prefix, sql.placeholder('prefix')))
    .orderBy(asc(productSuggestions.position), asc(productSuggestions.nameKey), asc(productSuggestions.productId))
    .limit(sql.placeholder('limit'))
    .prepare('product_suggestions_by_prefix'),
);

/** Type-ahead over the prefix rows `refreshProductSearch` keeps (see productSuggestions). */
export function productSuggestionRepository(db: Db) {
  return {
    /**
     * The first `limit` (at most `suggestionsPerPrefix`) products with a name, then brand, word beginning with
     * `prefix`: lower-cased letters, 2 to `maxSuggestionPrefixLength` of them (other prefixes find nothing).
     */
    async byPrefix(prefix: string, limit: number): Promise<ProductSuggestionRow[]> {
      if (prefix.length > maxSuggestionPrefixLength) return [];
      return suggestionsByPrefix(db).execute({ prefix, limit });
    },
  };
}
