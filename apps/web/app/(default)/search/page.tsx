import type { Metadata } from 'next';
import { listingMetadata } from '@/modules/catalog/listing-metadata';
import { parseListingQuery, type UrlSearchParams } from '@/modules/catalog/listing-query';
import { sitePaths } from '@/modules/navigation/site-links';
import { SearchView } from '@/modules/search/SearchView';

interface Props {
  searchParams: Promise<UrlSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseListingQuery(await searchParams);
  return {
    ...listingMetadata(sitePaths.search, query, {
      title: query.q ? `Search results for “${query.q}”` : 'Search products',
      description: 'Search dental and medical supplies by product name, brand, item number or SKU.',
    }),
    // Result pages are for visitors, not for search engines' indexes.
    robots: { index: false, follow: true },
  };
}

/** Exact item numbers and skus never get here: the proxy sends them straight to their product. */
export default async function SearchPage({ searchParams }: Props) {
  return <SearchView query={parseListingQuery(await searchParams)} />;
}
