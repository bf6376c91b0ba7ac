import type { LinePriceChannel, SkuPriceRecord } from '@chairside/db';
import { derivePriceInfo, selectPrice, termsPercent, type LoyaltyTerms } from '@chairside/domain';

/** What a sku is priced for: the office's pricing contract (null: retail) and its ASAP loyalty terms. */
export interface PricingTerms {
  pricingChannelId: string | null;
  loyalty: LoyaltyTerms | null;
}

/** The unit price a line is sold at: which standalone price, how much, from which channel, and loyalty's part. */
export interface LinePrice {
  priceId: string;
  centAmount: number;
  priceChannel: LinePriceChannel;
  /** The pricing contract (ProductDistribution channel) when the price is the contract's. */
  distributionChannelId: string | null;
  /** The product's ASAP category, the loyalty percentage in the price and the cents per unit it saves (0, 0 without). */
  asapProductCategory: string | null;
  loyaltyPercent: number;
  loyaltySavingCentAmount: number;
}

/**
 * A sku's prices at `at` for a pricing contract and loyalty terms: the standalone prices that apply and the spec §9
 * price info derived from them, loyalty included (POST /ct/pricing answers with it; cart lines take their price from
 * it). `only` restricts the choice to one channel.
 */
export function skuPricesAt(record: SkuPriceRecord, terms: PricingTerms, at: Date, only?: LinePriceChannel) {
  const retail = only === 'contract' ? undefined : selectPrice(record.prices, null, at);
  const plan =
    terms.pricingChannelId && only !== 'retail' ? selectPrice(record.prices, terms.pricingChannelId, at) : undefined;
  const info = derivePriceInfo({
    sku: record.sku,
    itemNumber: record.itemNumber,
    uom: record.uom,
    custom: plan?.centAmount,
    retail: retail
      ? { centAmount: retail.centAmount, discountedCentAmount: retail.discountedCentAmount ?? undefined }
      : undefined,
    // The record is the loyalty item (category, controlled): no copy per sku of a 500-sku page.
    loyaltyPercent: termsPercent(terms.loyalty, record),
  });
  return { retail, plan, info };
}

/**
 * The customer's price for a sku, as POST /ct/pricing derives it (skuPricesAt): the contract's plan price, else the
 * better of discounted retail and loyalty off retail, else retail. `only` restricts the choice to one channel
 * (setLineItemDistributionChannel). Undefined when the sku has no hs-compatible price (spec §5: no item number, uom or
 * applicable price).
 */
export function linePriceOf(
  record: SkuPriceRecord,
  terms: PricingTerms,
  at: Date,
  only?: LinePriceChannel,
): LinePrice | undefined {
  const { retail, plan, info } = skuPricesAt(record, terms, at, only);
  if (!info.available || info.bestPrice === undefined) return undefined;
  const category = record.asapProductCategory;
  if (plan && info.bestPrice === info.planPrice)
    return {
      priceId: plan.id,
      centAmount: plan.centAmount,
      priceChannel: 'contract',
      distributionChannelId: terms.pricingChannelId,
      asapProductCategory: category,
      loyaltyPercent: 0,
      loyaltySavingCentAmount: 0,
    };
  return {
    priceId: retail!.id,
    centAmount: info.bestPrice,
    priceChannel: 'retail',
    distributionChannelId: null,
    asapProductCategory: category,
    loyaltyPercent: info.loyaltyPercent ?? 0,
    loyaltySavingCentAmount: info.loyaltySaving ?? 0,
  };
}
