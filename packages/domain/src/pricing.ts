import { percentOf } from './money';

/** The prices known for one sku (spec §3): a contract/plan price and the retail price with an optional discount. */
export interface SkuPrices {
  sku: string;
  uom?: string | undefined;
  itemNumber?: string | undefined;
  /** Plan or contract price in cents (the customer's pricing-contract channel). */
  custom?: number | undefined;
  retail?: { centAmount: number; discountedCentAmount?: number | undefined } | undefined;
}

/** Derived price info (spec §3). Amounts in cents; absent when unknown. */
export interface PriceInfo {
  sku: string;
  uom: string | undefined;
  itemNumber: string | undefined;
  /** Sellable: the sku has an item number, a unit of measure and a price (an "hs-compatible price"). */
  available: boolean;
  planPrice: number | undefined;
  retailPrice: number | undefined;
  discountedRetailPrice: number | undefined;
  bestPrice: number | undefined;
  replenishPrice: number | undefined;
  /** Show retail struck through: the best price beats retail. */
  strikeRetail: boolean;
}

/** Replenishment orders get 3% off retail when nothing better applies (spec §9). */
export const replenishPercentOfRetail = 97;

export function derivePriceInfo(prices: SkuPrices): PriceInfo {
  const retailPrice = prices.retail?.centAmount;
  const discounted = prices.retail?.discountedCentAmount;
  const discountedRetailPrice = discounted !== undefined && retailPrice !== undefined && discounted < retailPrice ? discounted : undefined;
  const planPrice = prices.custom;
  // Best price order: plan price, discounted retail, retail.
  const bestPrice = planPrice ?? discountedRetailPrice ?? retailPrice;
  const replenishPrice =
    bestPrice !== undefined && retailPrice !== undefined && bestPrice === retailPrice
      ? percentOf(retailPrice, replenishPercentOfRetail)
      : bestPrice;
  return {
    sku: prices.sku,
    uom: prices.uom,
    itemNumber: prices.itemNumber,
    available: bestPrice !== undefined && Boolean(prices.itemNumber) && Boolean(prices.uom),
    planPrice,
    retailPrice,
    discountedRetailPrice,
    bestPrice,
    replenishPrice,
    strikeRetail: bestPrice !== undefined && retailPrice !== undefined && bestPrice < retailPrice,
  };
}

/** "Save N%" against retail, whole percent rounded down; undefined when nothing is saved. */
export function savingsPercent(info: Pick<PriceInfo, 'bestPrice' | 'retailPrice'>): number | undefined {
  if (info.bestPrice === undefined || !info.retailPrice || info.bestPrice >= info.retailPrice) return undefined;
  return Math.floor(((info.retailPrice - info.bestPrice) * 100) / info.retailPrice);
}

/** ASAP loyalty discounts apply only to enrolled customers who are not on a pricing contract (spec §5). */
export function loyaltyDiscountApplies(customer: { asapEnrolled: boolean; hasPricingContract: boolean }): boolean {
  return customer.asapEnrolled && !customer.hasPricingContract;
}
