import type { RepriceChange } from '@chairside/contracts';
import type { Db } from '@chairside/db';
import { loadCatalog, type CartCatalog } from './catalog';
import type { CartDraft } from './cart-draft';
import { linePriceOf } from './line-pricing';
import { targetMoved, type PricingTarget } from './pricing-target';

/**
 * Spec §4 repricing: the cart moves to `target` (the customer's current office, contract and loyalty terms) and
 * each line's channel and price are re-selected from the current prices. Addresses of another
 * office no longer apply and are cleared. A line that is no longer sellable keeps its price (order
 * placement re-checks). Returns the lines whose price or channel changed. `loaded` holds the lines'
 * skus when the caller has just read them (order placement).
 */
export async function repriceDraft(
  db: Db,
  draft: CartDraft,
  target: PricingTarget,
  at: Date,
  loaded?: CartCatalog,
): Promise<RepriceChange[]> {
  const previous = draft.current;
  if (targetMoved(previous, target)) {
    draft.set({ ...target });
    if (previous.shippingAddress && previous.shippingAddress.businessUnitId !== target.businessUnitId)
      draft.set({ shippingAddressId: null, shippingAddress: null, shippingMethodId: null, shippingInfo: null });
    if (previous.billingAddress && previous.billingAddress.businessUnitId !== target.businessUnitId)
      draft.set({ billingAddressId: null, billingAddress: null });
  }
  const catalog = loaded ?? (await loadCatalog(db, { skus: draft.lines.map((line) => line.sku), productIds: [] }, at));
  const changes: RepriceChange[] = [];
  for (const line of [...draft.lines]) {
    const record = catalog.prices.get(line.sku);
    const price = record && linePriceOf(record, target, at);
    if (!price) continue;
    const moved =
      price.priceId !== line.priceId ||
      price.centAmount !== line.centAmount ||
      price.priceChannel !== line.priceChannel;
    // A product moved to another ASAP category (or a tier change) at the same price is recorded, not reported.
    const relabelled =
      price.loyaltyPercent !== line.loyaltyPercent ||
      price.loyaltySavingCentAmount !== line.loyaltySavingCentAmount ||
      price.asapProductCategory !== line.asapProductCategory;
    if (moved)
      changes.push({
        lineItemId: line.id,
        sku: line.sku,
        oldPrice: line.centAmount,
        newPrice: price.centAmount,
        oldChannel: line.priceChannel,
        newChannel: price.priceChannel,
      });
    if (moved || relabelled) draft.update(line, price);
  }
  return changes;
}
