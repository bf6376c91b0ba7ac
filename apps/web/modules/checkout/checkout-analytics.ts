import type { Cart, Order } from '@chairside/contracts';
import { lineName, type AnalyticsLine } from '@/modules/cart/cart-lines';

/** The collector refuses an event whose properties serialize longer than this (contracts analyticsLimits). */
const maxPropertiesLength = 4096;

interface LineFacts {
  sku: string | undefined;
  itemNumber: string | undefined;
  uom: string | undefined;
  name: string;
  quantity: number;
  /** Unit price in cents. */
  centAmount: number;
}

export class AnalyticsMappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsMappingError';
  }
}

/**
 * Spec §5: "A line item without sku fails analytics mapping"; prices go out in dollars like the other commerce events.
 */
export function analyticsProducts(lines: readonly LineFacts[]): AnalyticsLine[] {
  return lines.map((line) => {
    if (!line.sku) throw new AnalyticsMappingError('This product does not have a sku');
    return {
      sku: line.sku,
      item_number: line.itemNumber ?? '',
      uom: line.uom ?? '',
      name: line.name,
      quantity: line.quantity,
      price: line.centAmount / 100,
    };
  });
}

/**
 * The event's properties with as many products as the collector takes; a long cart keeps its
 * totals and count and says its product list was cut, instead of losing the whole event.
 */
function bounded(properties: Record<string, unknown>, products: AnalyticsLine[]): Record<string, unknown> {
  const full = { ...properties, products };
  if (JSON.stringify(full).length <= maxPropertiesLength) return full;
  const kept = [...products];
  while (
    kept.length > 0 &&
    JSON.stringify({ ...properties, products: kept, products_truncated: true }).length > maxPropertiesLength
  )
    kept.pop();
  return { ...properties, products: kept, products_truncated: true };
}

export function checkoutStartedProperties(cart: Cart): Record<string, unknown> {
  const products = analyticsProducts(
    cart.lineItems.map((line) => ({
      sku: line.variant.sku,
      itemNumber: line.custom.fields.hs_item_number,
      uom: line.custom.fields.hs_uom,
      name: lineName(line),
      quantity: line.quantity,
      centAmount: line.price.value.centAmount,
    })),
  );
  return bounded(
    {
      cart_id: cart.id,
      value: cart.display.total / 100,
      currency: cart.totalPrice.currencyCode,
      product_count: products.length,
    },
    products,
  );
}

export function orderCompletedProperties(order: Order): Record<string, unknown> {
  const products = analyticsProducts(
    order.lineItems.map((line) => ({
      sku: line.variant.sku,
      itemNumber: line.custom.fields.hs_item_number,
      uom: line.custom.fields.hs_uom,
      name: line.name['en-US'] ?? Object.values(line.name)[0] ?? line.variant.sku,
      quantity: line.quantity,
      centAmount: line.price.value.centAmount,
    })),
  );
  return bounded(
    {
      order_id: order.id,
      order_number: order.orderNumber,
      total: order.totalPrice.centAmount / 100,
      shipping: (order.shippingInfo?.price.centAmount ?? 0) / 100,
      currency: order.totalPrice.currencyCode,
      product_count: products.length,
    },
    products,
  );
}
