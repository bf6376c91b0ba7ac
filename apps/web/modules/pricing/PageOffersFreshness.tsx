import type { PageOffers } from './offers';
import { OfferFreshness } from './OfferFreshness';
import type { StockStates } from './recheck';

/** The page's offers as the client's §9 rechecks need them: when priced, and each sku's stock state. */
export function PageOffersFreshness({ offers }: { offers: PageOffers }) {
  if (offers.audience !== 'customer')
    return <OfferFreshness pricedAt={undefined} stock={{}} signedIn={offers.audience === 'no-address'} />;
  const stock: StockStates = {};
  for (const [sku, offer] of offers.bySku) if (offer.stock) stock[sku] = offer.stock.status;
  return <OfferFreshness pricedAt={offers.pricedAt} stock={stock} signedIn />;
}
