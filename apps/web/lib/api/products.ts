import 'server-only';
import {
  productProjectionPagedQueryResponseSchema,
  productProjectionPagedSearchResponseSchema,
  productSuggestionResponseSchema,
  type ProductProjection,
  type ProductSuggestionResponse,
  type ProductProjectionPagedSearchResponse,
} from '@chairside/contracts';
import { cache } from 'react';
import { cachedCatalogGet } from './cached-read';
import { catalogRequest } from './catalog-client';
import { productSearchPath, termFilter, type ProductSearchQuery } from './product-search-query';

/** A product search through the data cache (same query, same key). */
export const searchProducts = cache((query: ProductSearchQuery): Promise<ProductProjectionPagedSearchResponse> =>
  cachedCatalogGet(productSearchPath(query), productProjectionPagedSearchResponseSchema),
);

/** Type-ahead: the products the API suggests for a text being typed, through the data cache. */
export function suggestProducts(text: string, limit: number): Promise<ProductSuggestionResponse> {
  const params = new URLSearchParams({ 'text.en-US': text, limit: String(limit) });
  return cachedCatalogGet(`/aces/product-suggestions?${params.toString()}`, productSuggestionResponseSchema);
}

/**
 * The published product with this slug, or undefined (spec §5: a slug lookup must return a
 * result; spec §8 'No results for this slug'). Memoised per request: metadata and page share it.
 */
export const getProductBySlug = cache(async (slug: string): Promise<ProductProjection | undefined> => {
  const page = await searchProducts({ filterQuery: [termFilter('slug.en-US', [slug])], limit: 1 });
  return page.results[0];
});

export type CodeLookup = { status: 'found'; product: ProductProjection } | { status: 'none' } | { status: 'multiple' };

/**
 * The one product an item number, sku or previous sku names exactly (spec §5: a sku lookup must
 * return exactly one product; 'Get product by sku returned no products / multiple products').
 * Not cached: it runs in the proxy, outside any render, and only for code-shaped queries.
 */
export async function findProductByCode(code: string): Promise<CodeLookup> {
  const codes = '(name in ("hs_item_number", "previous_sku") and value = :code)';
  const where = `masterVariant(sku = :code) or variants(sku = :code) or masterVariant(attributes${codes}) or variants(attributes${codes})`;
  const params = new URLSearchParams({ where, 'var.code': code, limit: '2', withTotal: 'false' });
  const page = await catalogRequest(
    `/aces/product-projections?${params.toString()}`,
    productProjectionPagedQueryResponseSchema,
  );
  const [first, second] = page.results;
  if (!first) return { status: 'none' };
  return second ? { status: 'multiple' } : { status: 'found', product: first };
}
