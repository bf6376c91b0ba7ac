import type { PriceInfoDto, ProductAvailability } from '@chairside/contracts';
import { pricingTexts } from './texts';

/** What a page asks about one sellable unit: its sku, and item number + uom for stock. */
export interface OfferRequest {
  sku: string;
  itemNumber: string | undefined;
  uom: string | undefined;
}

/** The customer's price and stock for one sku; either part may be missing (unknown sku, lookup failed). */
export interface Offer {
  price: PriceInfoDto | undefined;
  stock: ProductAvailability | undefined;
}

/**
 * Prices and stock of everything a page shows, looked up in one batch. Anonymous visitors,
 * customers without a default shipping account and sales representatives acting for no customer
 * get prompts instead (spec §2, §5, §6).
 */
export type PageOffers =
  | { audience: 'anonymous' }
  | { audience: 'no-address' }
  | { audience: 'sales-rep' }
  | {
      audience: 'customer';
      bySku: ReadonlyMap<string, Offer>;
      /** When the prices were selected (ISO), for the client's hourly price check (spec §9). */
      pricedAt: string | undefined;
      /** The price lookup failed as a whole: say so instead of showing no prices silently. */
      pricesUnavailable: boolean;
    };

export function offerFor(offers: PageOffers, sku: string | undefined): Offer | undefined {
  return offers.audience === 'customer' && sku ? offers.bySku.get(sku) : undefined;
}

/**
 * What one product card shows for its sku: the prompt that stands in for price and stock (spec §2,
 * §5), or the sku's offer (undefined when the lookups did not know it). Plain data, because cards
 * are client components and get it as a prop.
 */
export type CardOfferState = { prompt: string } | { offer: Offer | undefined };

export function cardOfferState(offers: PageOffers, sku: string | undefined): CardOfferState {
  if (offers.audience === 'anonymous') return { prompt: pricingTexts.signInForPrice };
  if (offers.audience === 'no-address') return { prompt: pricingTexts.chooseAddressForPrice };
  if (offers.audience === 'sales-rep') return { prompt: pricingTexts.selectCustomerForPrice };
  if (offers.pricesUnavailable) return { prompt: pricingTexts.pricesUnavailable };
  return { offer: offerFor(offers, sku) };
}

/** Whether the page offers "Add to cart": not to a sales representative, who has no cart until it acts for a customer. */
export function canOrder(offers: PageOffers): boolean {
  return offers.audience !== 'sales-rep';
}
