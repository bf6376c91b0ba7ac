import 'server-only';
import { reviewPagedQueryResponseSchema, type Review } from '@chairside/contracts';
import { cache } from 'react';
import { cachedCatalogGet } from './cached-read';
import { quote } from './product-search-query';

/** A product's reviews in the spec's order (§7: where target id, sort id desc). */
export const getProductReviews = cache(async (productId: string): Promise<Review[]> => {
  const params = new URLSearchParams({ where: `target(id = ${quote(productId)})`, sort: 'id desc', limit: '20' });
  return (await cachedCatalogGet(`/aces/reviews?${params.toString()}`, reviewPagedQueryResponseSchema)).results;
});
