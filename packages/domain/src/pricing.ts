import { loyaltyPrice } from './loyalty';
import { percentOf } from './money';

/** The prices known for one sku (spec §3): a contract/plan price and the retail price with an optional discount. */
export interface SkuPrices {
  sku: string;
  uom?: string | undefined;
  itemNumber?: string | undefined;
  /** Plan or contract price in cents (the customer's pricing-contract channel). */
  custom?: number | undefined;
  retail?: { centAmount: number; discountedCentAmount?: number | undefined } | undefined;
  /** ASAP loyalty percentage off retail the customer's terms give this sku (0 or absent: none). */
  loyaltyPercent?: number | undefined;
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
  /** When ASAP loyalty made the best price: its percentage off retail and the cents per unit it saves. */
  loyaltyPercent?: number | undefined;
  loyaltySaving?: number | undefined;
}

/** Replenishment orders get 3% off retail when nothing better applies (spec §9). */
export const replenishDiscountPercent = 3;

/** Replenish price (spec §9): retail less the replenish discount when the best price is retail, else the best price. */
export function replenishPrice({
  bestPrice,
  retailPrice,
}: Pick<PriceInfo, 'bestPrice' | 'retailPrice'>): number | undefined {
  return bestPrice !== undefined && bestPrice === retailPrice
    ? percentOf(retailPrice, 100 - replenishDiscountPercent)
    : bestPrice;
}

/**
 * Spec §9's best-price order with ASAP loyalty in it: the plan price stands (loyalty never applies to a contract);
 * else the lower of discounted retail and retail less the loyalty percentage (never stacked); else retail. The
 * replenish price is spec §9's (3% off retail when nothing better applies) or the loyalty price when lower.
 */
export function derivePriceInfo(prices: SkuPrices): PriceInfo {
  const retailPrice = prices.retail?.centAmount;
  const discounted = prices.retail?.discountedCentAmount;
  const discountedRetailPrice =
    discounted !== undefined && retailPrice !== undefined && discounted < retailPrice ? discounted : undefined;
  const planPrice = prices.custom;
  const withoutLoyalty = planPrice ?? discountedRetailPrice ?? retailPrice;
  const percent = prices.loyaltyPercent ?? 0;
  const loyalty = percent > 0 ? loyaltyPrice({ planPrice, retailPrice, discountedRetailPrice }, percent) : undefined;
  const bestPrice = loyalty?.price ?? withoutLoyalty;
  const replenish = replenishPrice({ bestPrice: withoutLoyalty, retailPrice });
  const info: PriceInfo = {
    sku: prices.sku,
    uom: prices.uom,
    itemNumber: prices.itemNumber,
    available: bestPrice !== undefined && Boolean(prices.itemNumber) && Boolean(prices.uom),
    planPrice,
    retailPrice,
    discountedRetailPrice,
    bestPrice,
    replenishPrice: replenish !== undefined && bestPrice !== undefined ? Math.min(replenish, bestPrice) : replenish,
    strikeRetail: bestPrice !== undefined && retailPrice !== undefined && bestPrice < retailPrice,
    // Always present (undefined when loyalty did not make the price): every info has one shape, which keeps the
    // 500-sku pricing loop monomorphic.
    loyaltyPercent: loyalty && loyalty.loyaltySaving > 0 ? percent : undefined,
    loyaltySaving: loyalty && loyalty.loyaltySaving > 0 ? loyalty.loyaltySaving : undefined,
  };
  return info;
}

/** "Save N%" against retail, whole percent rounded down; undefined when nothing is saved. */
export function savingsPercent(info: Pick<PriceInfo, 'bestPrice' | 'retailPrice'>): number | undefined {
  if (info.bestPrice === undefined || !info.retailPrice || info.bestPrice >= info.retailPrice) return undefined;
  return Math.floor(((info.retailPrice - info.bestPrice) * 100) / info.retailPrice);
}

/** A standalone price a sku may be sold at (active, in the cart currency); spec §3 retail or contract price. */
export interface PriceCandidate {
  id: string;
  /** null: retail; else the pricing-contract channel the price belongs to. */
  channelId: string | null;
  centAmount: number;
  discountedCentAmount?: number | null | undefined;
  validFrom?: Date | null | undefined;
  validUntil?: Date | null | undefined;
}

const isValidAt = (price: PriceCandidate, at: Date) =>
  (!price.validFrom || price.validFrom.getTime() <= at.getTime()) &&
  (!price.validUntil || at.getTime() < price.validUntil.getTime());
const isDated = (price: PriceCandidate) => Boolean(price.validFrom || price.validUntil);

/**
 * The price of one channel (null: retail) that applies at `at` (commercetools price selection,
 * reference §4): valid now (validFrom ≤ at < validUntil), a dated price before an undated one,
 * then the latest start, then the lowest id so the choice is stable.
 */
export function selectPrice(
  candidates: readonly PriceCandidate[],
  channelId: string | null,
  at: Date,
): PriceCandidate | undefined {
  let best: PriceCandidate | undefined;
  for (const price of candidates) {
    if (price.channelId !== channelId || !isValidAt(price, at)) continue;
    if (!best || precedes(price, best)) best = price;
  }
  return best;
}

function precedes(a: PriceCandidate, b: PriceCandidate): boolean {
  if (isDated(a) !== isDated(b)) return isDated(a);
  const fromA = a.validFrom?.getTime() ?? -Infinity;
  const fromB = b.validFrom?.getTime() ?? -Infinity;
  if (fromA !== fromB) return fromA > fromB;
  return a.id < b.id;
}
