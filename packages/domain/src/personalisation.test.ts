import { describe, expect, it } from 'vitest';
import { merchandisedPrices, personalisationExcludedRoute } from './personalisation';

describe('personalisationExcludedRoute (spec §2 excludeGenericMonetateScript)', () => {
  it.each([
    ['/', 'index'],
    ['/checkout', 'checkout'],
    ['/checkout/', 'checkout'],
    ['/product/nitrile-exam-gloves', 'product'],
    ['/checkout/success', 'checkout-success'],
    ['/category/supplies', 'category'],
    ['/category/supplies/gloves', 'category'],
    ['/catalog/regen24/page/3', 'catalog-slug-page-number'],
    ['/customer/account/recent', 'customer-account-recent'],
    ['/checkout/cart', undefined],
    ['/search', undefined],
    ['/catalog/regen24', undefined],
    ['/customer/account', undefined],
    ['/equipment', undefined],
  ])('%s → %s', (path, route) => expect(personalisationExcludedRoute(path)).toBe(route));
});

describe('merchandisedPrices', () => {
  it.each([
    [
      { bestPrice: 1500, retailPrice: 1999, strikeRetail: true },
      { best: '$15.00', retail: '$19.99' },
    ],
    [{ bestPrice: 1999, retailPrice: 1999, strikeRetail: false }, { best: '$19.99' }],
    [{ retailPrice: 1999, strikeRetail: false }, undefined],
  ])('%o fills %o', (info, filled) => expect(merchandisedPrices(info)).toEqual(filled));
});
