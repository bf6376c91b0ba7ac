import { describe, expect, it } from 'vitest';
import { canOrder, cardOfferState, type Offer, type PageOffers } from './offers';
import { pricingTexts } from './texts';

const offer: Offer = {
  price: { sku: 'SKU-1', available: true, bestPrice: 1299, strikeRetail: false },
  stock: undefined,
};
const customer = (pricesUnavailable: boolean): PageOffers => ({
  audience: 'customer',
  bySku: new Map([['SKU-1', offer]]),
  pricedAt: undefined,
  pricesUnavailable,
});

describe('cardOfferState', () => {
  it.each([
    ['an anonymous visitor', { audience: 'anonymous' } as PageOffers, 'SKU-1', { prompt: pricingTexts.signInForPrice }],
    [
      'a customer without a shipping address',
      { audience: 'no-address' } as PageOffers,
      'SKU-1',
      { prompt: pricingTexts.chooseAddressForPrice },
    ],
    [
      'a sales representative acting for no customer',
      { audience: 'sales-rep' } as PageOffers,
      'SKU-1',
      { prompt: pricingTexts.selectCustomerForPrice },
    ],
    ['a customer whose price lookup failed', customer(true), 'SKU-1', { prompt: pricingTexts.pricesUnavailable }],
    ['a customer, priced sku', customer(false), 'SKU-1', { offer }],
    ['a customer, sku the lookups did not know', customer(false), 'SKU-2', { offer: undefined }],
    ['a customer, card without a sku', customer(false), undefined, { offer: undefined }],
  ])('%s', (_case, offers, sku, expected) => {
    expect(cardOfferState(offers, sku)).toEqual(expected);
  });
});

describe('canOrder', () => {
  it('offers the cart to everyone but a sales representative acting for no customer', () => {
    expect(canOrder({ audience: 'anonymous' })).toBe(true);
    expect(canOrder({ audience: 'no-address' })).toBe(true);
    expect(canOrder(customer(false))).toBe(true);
    expect(canOrder({ audience: 'sales-rep' })).toBe(false);
  });
});
