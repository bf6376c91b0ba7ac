import 'server-only';
import { productProjectionPagedQueryResponseSchema } from '@chairside/contracts';
import { catalogRequest } from './catalog-client';

const pageSize = 500;

export interface ProductLocation {
  slug: string;
  lastModifiedAt: string;
}

/** How many published products there are. */
export async function countProducts(): Promise<number> {
  const page = await catalogRequest('/aces/product-projections?limit=0', productProjectionPagedQueryResponseSchema);
  return page.total ?? 0;
}

/**
 * Every published product, walked in key order 500 at a time (keyset paging: the API's offset stops
 * at 10,000, a catalogue does not; keys, unlike ids, can be compared with '>', and every product of
 * ours has one).
 */
export async function allProductLocations(): Promise<ProductLocation[]> {
  const locations: ProductLocation[] = [];
  let after: string | undefined;
  for (;;) {
    const params = new URLSearchParams({ sort: 'key asc', limit: String(pageSize), withTotal: 'false' });
    if (after !== undefined) {
      params.set('where', 'key > :after');
      params.set('var.after', after);
    }
    const page = await catalogRequest(
      `/aces/product-projections?${params.toString()}`,
      productProjectionPagedQueryResponseSchema,
    );
    for (const product of page.results) {
      const slug = product.slug['en-US'] ?? Object.values(product.slug)[0];
      if (slug) locations.push({ slug, lastModifiedAt: product.lastModifiedAt });
    }
    after = page.results.at(-1)?.key;
    if (after === undefined || page.results.length < pageSize) return locations;
  }
}
