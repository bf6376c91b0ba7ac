import type { Cart } from '@chairside/contracts';

/** What the browser needs after a cart change: the badge count and the analytics line items. */
export interface CartChange {
  totalItems: number;
  /** The lines just added, for "Product Added to Cart" (spec §7; a line without sku fails mapping). */
  added: AnalyticsLine[];
}

export interface AnalyticsLine {
  sku: string;
  item_number: string;
  uom: string;
  name: string;
  quantity: number;
  price: number;
}

export const lineName = (line: Cart['lineItems'][number]) =>
  line.name['en-US'] ?? Object.values(line.name)[0] ?? line.variant.sku;

/** The cart's lines for the given skus, as analytics line items (price in dollars). */
export function analyticsLines(cart: Cart, adds: readonly { sku: string; quantity: number }[]): AnalyticsLine[] {
  return adds.flatMap((add) => {
    const line = cart.lineItems.find((item) => item.variant.sku === add.sku);
    if (!line) return [];
    return [
      {
        sku: line.variant.sku,
        item_number: line.custom.fields.hs_item_number,
        uom: line.custom.fields.hs_uom,
        name: lineName(line),
        quantity: add.quantity,
        price: line.price.value.centAmount / 100,
      },
    ];
  });
}
