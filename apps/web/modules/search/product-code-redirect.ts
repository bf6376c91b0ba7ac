import 'server-only';
import { findProductByCode } from '@/lib/api/products';
import { cleanSearchText } from '@/modules/catalog/listing-query';
import { productHref } from '@/modules/product/product-view';
import { looksLikeProductCode } from '@/modules/search/product-code';

/**
 * Where a search for an exact item number, sku or previous sku should go instead: its product
 * page. Undefined when the search is not code-shaped, names no product or several (the results
 * page then lists them), or the lookup fails.
 */
export async function productCodeRedirect(url: URL): Promise<string | undefined> {
  if (url.pathname !== '/search') return undefined;
  const query = cleanSearchText(url.searchParams.get('q') ?? undefined);
  if (!looksLikeProductCode(query)) return undefined;
  try {
    const lookup = await findProductByCode(query);
    if (lookup.status !== 'found') return undefined;
    const slug = lookup.product.slug['en-US'] ?? Object.values(lookup.product.slug)[0];
    return slug ? productHref(slug) : undefined;
  } catch (error) {
    console.error('Product code lookup failed:', error);
    return undefined;
  }
}
