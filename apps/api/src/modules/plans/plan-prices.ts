import { standalonePriceRepository, type Db, type SkuPriceRecord } from '@chairside/db';
import { skuPricesAt, type PricingTerms } from '../order-engine';

/** Today's replenish and retail price of a sku for a pricing contract; absent when the sku is no longer sold. */
export interface PlanItemPrice {
  replenishPrice: number | null;
  retailPrice: number | null;
}

/** How plans are priced, by plan's office (its contract or retail, and its loyalty terms). */
export type TermsOf = (businessUnitId: string) => PricingTerms;

/**
 * Prices of every sku of the given plans in one batched call (never one per plan or item), with spec §9's replenish
 * price (domain replenishPrice through the order engine's skuPricesAt).
 */
export async function planPrices(
  db: Db,
  plans: readonly { businessUnitId: string; skus: readonly string[] }[],
  termsOf: TermsOf,
  at: Date,
): Promise<(businessUnitId: string, sku: string) => PlanItemPrice | undefined> {
  const skus = [...new Set(plans.flatMap((plan) => plan.skus))];
  const records = new Map<string, SkuPriceRecord>(
    (await standalonePriceRepository(db).skuPrices(skus, at)).map((record) => [record.sku, record]),
  );
  return (businessUnitId, sku) => {
    const record = records.get(sku);
    if (!record) return undefined;
    const { info } = skuPricesAt(record, termsOf(businessUnitId), at);
    if (!info.available || info.bestPrice === undefined) return undefined;
    return { replenishPrice: info.replenishPrice ?? null, retailPrice: info.retailPrice ?? null };
  };
}
