import type { Plan, PlanItem, PlanAttention } from '@chairside/contracts';
import type { CartLineRecord, ReplenishPlanOrder, ReplenishPlanRecord } from '@chairside/db';
import type { PlanItemPrice } from './plan-prices';
import { planFieldsOf } from './plan-lines';

const en = (text: Record<string, string> | null | undefined) => text?.['en-US'] ?? Object.values(text ?? {})[0];

function toPlanItem(line: CartLineRecord, price: PlanItemPrice | undefined): PlanItem {
  const fields = planFieldsOf(line);
  const slug = en(line.productSlug);
  const image = (line.variantImages[0] as { url?: string } | undefined)?.url;
  return {
    plan_item_id: line.id,
    item_number: line.itemNumber,
    uom: line.uom,
    quantity: line.quantity,
    substitutions_allowed: fields.substitutions_allowed,
    skip_next: fields.skip_next,
    sku: line.sku,
    productId: line.productId,
    name: en(line.name) ?? line.sku,
    ...(slug ? { slug } : {}),
    ...(image ? { image } : {}),
    requires_active_dea_license: line.requiresActiveDeaLicense,
    replenish_price: price?.replenishPrice ?? null,
    retail_price: price?.retailPrice ?? null,
    available: price !== undefined,
  };
}

function attentionOf(plan: ReplenishPlanRecord): PlanAttention | undefined {
  if (plan.status !== 'NeedsAttention' || !plan.attentionReason) return undefined;
  return {
    reason: plan.attentionReason as PlanAttention['reason'],
    message: plan.attentionMessage ?? '',
    since: (plan.attentionSince ?? plan.lastModifiedAt).toISOString(),
    retries_left: plan.retriesLeft,
    ...(plan.nextRetryAt ? { next_retry_at: plan.nextRetryAt.toISOString() } : {}),
  };
}

/** The spec §7 plan payload; `priceOf` gives today's prices (undefined: no longer sold). */
export function toPlan(
  plan: ReplenishPlanRecord,
  lines: readonly CartLineRecord[],
  priceOf: (sku: string) => PlanItemPrice | undefined,
  history: readonly ReplenishPlanOrder[] = [],
): Plan {
  const items = lines.map((line) => toPlanItem(line, priceOf(line.sku)));
  const estimatedTotal = items
    .filter((item) => !item.skip_next && item.replenish_price !== null)
    .reduce((total, item) => total + (item.replenish_price ?? 0) * item.quantity, 0);
  const attention = attentionOf(plan);
  return {
    id: plan.cartId,
    version: plan.version,
    // Deleted plans are never read; the answer to a delete shows the status it ended in (the service passes it).
    status: plan.status as Plan['status'],
    card_id: plan.cardId,
    is_skipped: plan.isSkipped,
    next_order_date: plan.nextOrderDate,
    next_order_date_behavior: plan.nextOrderDateBehavior as Plan['next_order_date_behavior'],
    payment_type: plan.paymentType as Plan['payment_type'],
    plan_days: plan.planDays,
    plan_items: items,
    ...(plan.poNumber ? { po_number: plan.poNumber } : {}),
    shipping_address_number: plan.shippingAddressId,
    estimated_total: estimatedTotal,
    ...(attention ? { attention } : {}),
    history: history.map((order) => ({
      order_id: order.id,
      order_number: order.orderNumber,
      scheduled_date: order.scheduledDate,
      placed_at: order.placedAt.toISOString(),
      total: order.totalCentAmount,
    })),
    created_at: plan.createdAt.toISOString(),
    last_modified_at: plan.lastModifiedAt.toISOString(),
  };
}
