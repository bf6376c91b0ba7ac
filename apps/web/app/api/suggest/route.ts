import { suggestProducts } from '@/lib/api/products';
import { cleanSearchText } from '@/modules/catalog/listing-query';
import { suggestionView } from '@/modules/search/suggestion-view';
import { minSuggestLength, suggestionLimit, type SuggestResponse } from '@/modules/search/suggestions';

/** Type-ahead suggestions for the header search box: GET /api/suggest?q=nitr → up to 8 products. */
export async function GET(request: Request) {
  const query = cleanSearchText(new URL(request.url).searchParams.get('q') ?? undefined);
  let body: SuggestResponse = { query, suggestions: [] };
  if (query.length >= minSuggestLength) {
    try {
      const result = await suggestProducts(query, suggestionLimit);
      body = { query, suggestions: result.results.map(suggestionView) };
    } catch (error) {
      console.error('Suggestions unavailable:', error);
      return Response.json(body, { status: 503, headers: { 'cache-control': 'no-store' } });
    }
  }
  // The same for every visitor: browsers and shared caches may keep it for a minute.
  return Response.json(body, { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' } });
}
