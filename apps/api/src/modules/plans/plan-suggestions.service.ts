import type { PlanSuggestion } from '@chairside/contracts';
import { replenishPlanRepository, type Db } from '@chairside/db';
import { planItemKey, planSuggestions, suggestionText, todayIn, type PurchaseLine } from '@chairside/domain';
import type { SubjectContext } from '../../access/request-context';

/** How far back the office's orders are read, and at most how many lines (the estimator needs habits, not all). */
const lookBackMs = 365 * 86_400_000;
const maxLines = 5_000;
const maxSuggestions = 10;

const en = (text: Record<string, string>) => text['en-US'] ?? Object.values(text)[0] ?? '';

/**
 * GET /ct/plans/suggestions: what the session's office buys at a steady interval and no plan of it holds, as the
 * domain's estimator finds it, limited to items still sold (so one click makes the plan). Three queries in all.
 */
export function planSuggestionsService(db: Db, options: { timeZone: string }) {
  const plans = replenishPlanRepository(db);
  return async function suggestions(context: SubjectContext): Promise<PlanSuggestion[]> {
    const { active } = await context.offices();
    if (!active) return [];
    const [purchases, planned] = await Promise.all([
      plans.officePurchases(active.id, new Date(context.now.getTime() - lookBackMs), maxLines),
      plans.plannedItems(active.id),
    ]);
    const lines: PurchaseLine[] = purchases.map((line) => ({
      itemNumber: line.itemNumber,
      uom: line.uom,
      name: en(line.name),
      quantity: line.quantity,
      orderDate: todayIn(options.timeZone, line.orderedAt),
      orderedAt: line.orderedAt.toISOString(),
    }));
    const estimates = planSuggestions(lines, planned, todayIn(options.timeZone, context.now));
    const variants = await plans.variantsByItem(estimates);
    const sold = new Map(
      variants
        .filter((variant) => variant.published)
        .map((variant) => [planItemKey(variant.itemNumber, variant.uom), variant]),
    );
    return estimates
      .flatMap((estimate) => {
        const variant = sold.get(planItemKey(estimate.itemNumber, estimate.uom));
        if (!variant) return [];
        const name = en(variant.name) || estimate.name;
        return [
          {
            item_number: estimate.itemNumber,
            uom: estimate.uom,
            sku: variant.sku,
            name,
            interval_days: estimate.intervalDays,
            typical_quantity: estimate.typicalQuantity,
            times_ordered: estimate.timesOrdered,
            last_ordered_at: estimate.lastOrderedAt,
            text: suggestionText(name, estimate.intervalDays),
          },
        ];
      })
      .slice(0, maxSuggestions);
  };
}
