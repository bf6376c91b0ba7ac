import type { Order } from '@chairside/contracts';
import { categoryLabel, formatPercent } from './programme-view';

/**
 * A discounted line's loyalty discount as invoices and orders show it (federal discount safe-harbour rules expect the
 * discount on the document, line by line): "ASAP loyalty: Consumables 5% off, −$1.00 each, −$3.00 in all".
 */
export function loyaltyLineText(
  loyalty: { category?: string | undefined; percent: number; unit_saving: number; total_saving: number },
  money: (cents: number) => string,
): string {
  const what = [loyalty.category ? categoryLabel(loyalty.category) : undefined, `${formatPercent(loyalty.percent)} off`]
    .filter(Boolean)
    .join(' ');
  return `ASAP loyalty: ${what}, −${money(loyalty.unit_saving)} each, −${money(loyalty.total_saving)} in all`;
}

/** An order line's loyalty discount from its custom fields (orders placed before loyalty have none). */
export function orderLineLoyalty(line: Order['lineItems'][number]) {
  const { loyalty_saving: unit, loyalty_percent: percent, asap_product_category: category } = line.custom.fields;
  if (!unit || unit <= 0 || !percent) return undefined;
  return { category, percent, unit_saving: unit, total_saving: unit * line.quantity };
}
