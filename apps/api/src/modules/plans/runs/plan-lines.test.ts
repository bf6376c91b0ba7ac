import type { CatalogVariantRecord, SkuPriceRecord } from '@chairside/db';
import { loyaltyTermsOf, type LoyaltyTerms } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { emptyCatalog } from '../../order-engine';
import { replenishLinePrice } from './plan-lines';

const at = new Date('2026-11-25T12:00:00Z');

/** A catalogue of one sku at retail 10,000 cents (optionally on a contract at `plan`) in an ASAP category. */
function catalogOf(category: string, plan?: number) {
  const catalog = emptyCatalog();
  const record: SkuPriceRecord = {
    sku: 'S-1',
    itemNumber: '100001',
    uom: 'BX',
    asapProductCategory: category,
    controlled: false,
    prices: [
      {
        id: 'retail',
        channelId: null,
        centAmount: 10_000,
        discountedCentAmount: null,
        validFrom: null,
        validUntil: null,
      },
      ...(plan === undefined
        ? []
        : [
            {
              id: 'plan',
              channelId: 'contract',
              centAmount: plan,
              discountedCentAmount: null,
              validFrom: null,
              validUntil: null,
            },
          ]),
    ],
  };
  catalog.prices.set('S-1', record);
  catalog.variantBySku.set('S-1', { sku: 'S-1' } as CatalogVariantRecord);
  return catalog;
}

const enrolled: LoyaltyTerms = loyaltyTermsOf({ asapEnrolled: true, hasPricingContract: false, buyingGroup: null }, 0);

describe('replenishLinePrice (spec §9 with ASAP loyalty)', () => {
  it.each([
    ['retail, not enrolled: 3% replenish discount', 'consumables', undefined, null, 9_700, 0, 0],
    ['enrolled, consumables 4% beats the 3% replenish discount', 'consumables', undefined, enrolled, 9_600, 4, 400],
    [
      'enrolled, equipment 1%: the replenish discount wins, no loyalty saving',
      'equipment',
      undefined,
      enrolled,
      9_700,
      0,
      0,
    ],
    ['a contract price stands', 'consumables', 9_000, null, 9_000, 0, 0],
  ] as const)('%s', (_name, category, plan, loyalty, price, percent, saving) => {
    const terms = { pricingChannelId: plan === undefined ? null : 'contract', loyalty };
    expect(replenishLinePrice(catalogOf(category, plan), 'S-1', terms, at)).toMatchObject({
      centAmount: price,
      loyaltyPercent: percent,
      loyaltySavingCentAmount: saving,
    });
  });

  it('is undefined for a sku not in the catalogue', () =>
    expect(
      replenishLinePrice(emptyCatalog(), 'S-1', { pricingChannelId: null, loyalty: enrolled }, at),
    ).toBeUndefined());
});
