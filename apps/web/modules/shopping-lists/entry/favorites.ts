import 'server-only';
import { getFavoriteSkus } from '@/lib/api/shopping-lists';
import type { PageOffers } from '@/modules/pricing/offers';

/**
 * The skus in the customer's Favorites, or undefined where the page shows no hearts: to anonymous
 * visitors (like prices, lists need a sign-in, and the header's prompt is the one sign-in link) and to
 * a sales representative acting for no customer (who has no lists). One cached call per request.
 */
export async function favoriteSkusFor(offers: PageOffers): Promise<ReadonlySet<string> | undefined> {
  if (offers.audience === 'anonymous' || offers.audience === 'sales-rep') return undefined;
  return getFavoriteSkus();
}
