import {
  orderAddressFromCart,
  type CartLineRecord,
  type CartRecord,
  type NewOrder,
  type OrderPlacedBy,
  type StockReservation,
} from '@chairside/db';
import type { CartSummary } from '@chairside/domain';

/** The first image's URL of a line's variant (images are stored as commercetools Image objects). */
function imageUrlOf(images: unknown[]): string | null {
  const first = images[0] as { url?: unknown } | undefined;
  return typeof first?.url === 'string' ? first.url : null;
}

export interface OrderInputParts {
  cart: CartRecord;
  lines: readonly CartLineRecord[];
  customerId: string;
  customerEmail: string;
  businessUnitId: string;
  purchaseOrderNumber: string | null;
  summary: CartSummary;
  /** The cart's codes with their state and amount when the order was placed. */
  discountCodes: NonNullable<NewOrder['discountCodes']>;
  reservations: readonly StockReservation[];
  /** The sales representative placing it for the customer (issue 18); null when the customer does. */
  placedBy: OrderPlacedBy | null;
}

/** An order as the checks left it: everything createOrder needs but how it is paid and when it was placed. */
export type OrderDraft = Omit<NewOrder, 'payment' | 'completedAt'>;

/**
 * The order to write: the repriced cart's snapshot, the domain's totals and each line's backordered units. Plain
 * JSON, so a card placement can keep it until the gateway has decided.
 */
export function orderInputOf({
  cart,
  lines,
  customerId,
  customerEmail,
  businessUnitId,
  purchaseOrderNumber,
  summary,
  discountCodes,
  reservations,
  placedBy,
}: OrderInputParts): OrderDraft {
  const backordered = new Map(reservations.map((reservation) => [reservation.sku, reservation.backordered]));
  const shipping = cart.shippingAddress!;
  return {
    cartId: cart.id,
    customerId,
    customerEmail,
    businessUnitId,
    purchaseOrderNumber,
    placedBy,
    shippingAccountNumber: shipping.shippingAccountNumber,
    billingAccountNumber: shipping.billingAccountNumber,
    shippingAddress: orderAddressFromCart(shipping),
    billingAddress: cart.billingAddress ? orderAddressFromCart(cart.billingAddress) : null,
    shippingMethod: cart.shippingInfo
      ? {
          id: cart.shippingInfo.shippingMethodId,
          name: cart.shippingInfo.shippingMethodName,
          centAmount: summary.shippingAmount,
        }
      : null,
    discountCodes,
    loyalty: cart.loyalty,
    totals: { ...summary.fees, total: summary.total },
    lines: lines.map((line) => ({
      productId: line.productId,
      productKey: line.productKey,
      productSlug: line.productSlug,
      variantId: line.variantId,
      sku: line.sku,
      itemNumber: line.itemNumber,
      uom: line.uom,
      name: line.name,
      imageUrl: imageUrlOf(line.variantImages),
      quantity: line.quantity,
      priceCentAmount: line.centAmount,
      priceChannel: line.priceChannel,
      distributionChannelId: line.distributionChannelId,
      asapProductCategory: line.asapProductCategory,
      loyaltyPercent: line.loyaltyPercent,
      loyaltySavingCentAmount: line.loyaltySavingCentAmount,
      backorderedQuantity: backordered.get(line.sku) ?? 0,
      requiresDeaLicense: line.requiresActiveDeaLicense,
      // Spec §3 line fields a REPLENISH run put on its cart's lines (plan-lines.ts), kept on the order's.
      replenished: line.customFields.replenished === true,
      daysReplenished:
        typeof line.customFields.days_replenished === 'number' ? line.customFields.days_replenished : null,
    })),
  };
}
