import {
  replenishRunRepository,
  type CartLineRecord,
  type CatalogVariantRecord,
  type Db,
  type ReplenishRunPlan,
} from '@chairside/db';
import type { CartDraft } from '../../order-engine';
import {
  linePriceOf,
  loadCatalog,
  skuPricesAt,
  type CartCatalog,
  type LinePrice,
  type PricingTerms,
} from '../../order-engine';
import { RunFailure } from './run-failure';

/**
 * The replenish price (spec §9) of a variant at `at`: the best price (loyalty included), or 97% of retail when that
 * is lower; then the replenish discount, not loyalty, made the price, and the line carries no loyalty saving.
 */
export function replenishLinePrice(catalog: CartCatalog, sku: string, terms: PricingTerms, at: Date) {
  const record = catalog.prices.get(sku);
  const price = record && catalog.variantBySku.has(sku) ? linePriceOf(record, terms, at) : undefined;
  const replenish = price && skuPricesAt(record!, terms, at).info.replenishPrice;
  if (!price || replenish === undefined) return undefined;
  return replenish < price.centAmount
    ? { ...price, centAmount: replenish, loyaltyPercent: 0, loyaltySavingCentAmount: 0 }
    : price;
}

const nameOf = (line: CartLineRecord) => line.name['en-US'] ?? Object.values(line.name)[0] ?? line.sku;

/**
 * The order's lines from the plan's items (its cart's lines) at the prices of `at`: items skipped for this order are
 * left out; a discontinued item is replaced by its successor (previous_sku) when the customer allowed substitutions,
 * else the run fails naming it. Every line carries replenished and days_replenished.
 */
export async function addPlanLines(
  tx: Db,
  draft: CartDraft,
  plan: ReplenishRunPlan,
  items: readonly CartLineRecord[],
  { terms, at }: { terms: PricingTerms; at: Date },
): Promise<void> {
  const ordered = items.filter((item) => item.customFields.skip_next !== true);
  if (ordered.length === 0) throw new RunFailure('NoOrderableItems', 'The plan has no items to order on this date.');
  const catalog = await loadCatalog(tx, { skus: ordered.map((item) => item.sku), productIds: [] }, at);
  const gone = ordered.filter((item) => !replenishLinePrice(catalog, item.sku, terms, at));
  const successors = await replenishRunRepository(tx).substitutes(
    gone.filter((item) => item.customFields.substitutions_allowed === true).map((item) => item.sku),
  );
  await loadCatalog(tx, { skus: successors.map((variant) => variant.sku), productIds: [] }, at, catalog);
  const custom = { replenished: true, days_replenished: plan.planDays };
  for (const item of ordered) {
    let variant: CatalogVariantRecord | undefined = catalog.variantBySku.get(item.sku);
    let price: LinePrice | undefined = replenishLinePrice(catalog, item.sku, terms, at);
    if (!price) {
      variant = successors.find((successor) => successor.replaces === item.sku && catalog.prices.has(successor.sku));
      price = variant && replenishLinePrice(catalog, variant.sku, terms, at);
    }
    if (!variant || !price)
      throw new RunFailure(
        'ItemDiscontinued',
        `${nameOf(item)} (${item.itemNumber} ${item.uom}) is no longer available${
          item.customFields.substitutions_allowed === true ? ' and has no substitute' : ''
        }. Remove it from the plan or allow a substitute.`,
      );
    draft.add(variant, price, item.quantity, at, custom);
  }
}
