import type { Metadata } from 'next';
import { absoluteUrl } from '@/modules/seo/site-url';
import { hasFilters, type ListingQuery } from './listing-query';

/**
 * Canonical URL and robots rule of a listing page: each page of the plain listing is its own
 * canonical page; filtered variants point to it and, like search results, stay out of the index
 * while their links are still followed.
 */
export function listingMetadata(
  path: string,
  query: ListingQuery,
  fields: { title: string; description: string },
): Metadata {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const canonical = absoluteUrl(params.size ? `${path}?${params.toString()}` : path);
  return {
    title: query.page > 1 ? `${fields.title} – page ${query.page}` : fields.title,
    description: fields.description,
    alternates: { canonical },
    ...(hasFilters(query) || query.q ? { robots: { index: false, follow: true } } : {}),
    openGraph: { title: fields.title, description: fields.description, url: canonical, type: 'website' },
  };
}
