import type { LinePriceChannel, SkuPriceRecord } from '@chairside/db';
import { derivePriceInfo, selectPrice } from '@chairside/domain';

/** The unit price a line is sold at: which standalone price, how much, and from which channel. */
export interface LinePrice {
  priceId: string;
  centAmount: number;
  priceChannel: LinePriceChannel;
  /** The pricing contract (ProductDistribution channel) when the price is the contract's. */
  distributionChannelId: string | null;
}

/**
 * A sku's prices at `at` for a pricing contract (or retail only): the standalone prices that apply and the spec §9
 * price info derived from them (POST /ct/pricing answers with it; cart lines take their price from it). `only`
 * restricts the choice to one channel.
 */
export function skuPricesAt(record: SkuPriceRecord, contractId: string | null, at: Date, only?: LinePriceChannel) {
  const retail = only === 'contract' ? undefined : selectPrice(record.prices, null, at);
  const plan = contractId && only !== 'retail' ? selectPrice(record.prices, contractId, at) : undefined;
  const info = derivePriceInfo({
    sku: record.sku,
    itemNumber: record.itemNumber,
    uom: record.uom,
    custom: plan?.centAmount,
    retail: retail
      ? { centAmount: retail.centAmount, discountedCentAmount: retail.discountedCentAmount ?? undefined }
      : undefined,
  });
  return { retail, plan, info };
}

/**
 * The customer's price for a sku, as POST /ct/pricing derives it (skuPricesAt): the best of the contract's plan
 * price, discounted retail and retail. `only` restricts the choice to one channel (setLineItemDistributionChannel).
 * Undefined when the sku has no hs-compatible price (spec §5: no item number, uom or applicable price).
 */
export function linePriceOf(
  record: SkuPriceRecord,
  contractId: string | null,
  at: Date,
  only?: LinePriceChannel,
): LinePrice | undefined {
  const { retail, plan, info } = skuPricesAt(record, contractId, at, only);
  if (!info.available || info.bestPrice === undefined) return undefined;
  if (plan && info.bestPrice === info.planPrice)
    return {
      priceId: plan.id,
      centAmount: plan.centAmount,
      priceChannel: 'contract',
      distributionChannelId: contractId,
    };
  return { priceId: retail!.id, centAmount: info.bestPrice, priceChannel: 'retail', distributionChannelId: null };
}
