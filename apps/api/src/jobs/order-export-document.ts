import type { OrderDetails } from '@chairside/db';

/**
 * The document the distributor's ERP receives for a placed order: everything it needs to pick,
 * ship and bill, in plain fields (amounts in cents). Card data is the brand, last 4 and the
 * gateway's authorization id only.
 */
export interface ErpOrderDocument {
  documentType: 'chairside.order.v1';
  orderId: string;
  orderNumber: string;
  placedAt: string;
  customer: { id: string; email: string | null };
  /** The sales representative who placed the order for the customer (issue 18); null when the customer did. */
  placedBy: { id: string; email: string | null; name: string | null } | null;
  businessUnitId: string;
  shippingAccountNumber: string | null;
  billingAccountNumber: string | null;
  purchaseOrderNumber: string | null;
  shipTo: OrderDetails['order']['shippingAddress'];
  billTo: OrderDetails['order']['billingAddress'];
  shippingMethod: OrderDetails['order']['shippingMethod'];
  payment: {
    method: 'on-account' | 'card';
    cardBrand: string | null;
    cardLast4: string | null;
    authorizationId: string | null;
  };
  currencyCode: string;
  lines: {
    lineNumber: number;
    sku: string;
    itemNumber: string | null;
    uom: string | null;
    description: string;
    quantity: number;
    backorderedQuantity: number;
    unitPriceCents: number;
    totalCents: number;
    priceChannel: 'contract' | 'retail';
    requiresDeaLicense: boolean;
    /** Spec §3 line fields: ordered by a REPLENISH plan, and its interval in days (null otherwise). */
    replenished: boolean;
    daysReplenished: number | null;
  }[];
  fees: { handling: number; minimumOrder: number; hazardous: number; refrigerated: number; excessiveWeight: number };
  subtotalCents: number;
  totalCents: number;
}

export function toErpDocument({ order, lines }: OrderDetails): ErpOrderDocument {
  return {
    documentType: 'chairside.order.v1',
    orderId: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.completedAt.toISOString(),
    customer: { id: order.customerId, email: order.customerEmail },
    placedBy:
      order.placedById === null ? null : { id: order.placedById, email: order.placedByEmail, name: order.placedByName },
    businessUnitId: order.businessUnitId,
    shippingAccountNumber: order.shippingAccountNumber,
    billingAccountNumber: order.billingAccountNumber,
    purchaseOrderNumber: order.purchaseOrderNumber,
    shipTo: order.shippingAddress,
    billTo: order.billingAddress,
    shippingMethod: order.shippingMethod,
    payment: {
      method: order.paymentMethod,
      cardBrand: order.cardBrand,
      cardLast4: order.cardLast4,
      authorizationId: order.gatewayAuthorizationId,
    },
    currencyCode: order.currencyCode,
    lines: lines.map((line) => ({
      lineNumber: line.position + 1,
      sku: line.sku,
      itemNumber: line.itemNumber,
      uom: line.uom,
      description: line.name['en-US'] ?? Object.values(line.name)[0] ?? line.sku,
      quantity: line.quantity,
      backorderedQuantity: line.backorderedQuantity,
      unitPriceCents: line.priceCentAmount,
      totalCents: line.totalCentAmount,
      priceChannel: line.priceChannel,
      requiresDeaLicense: line.requiresDeaLicense,
      replenished: line.replenished,
      daysReplenished: line.daysReplenished,
    })),
    fees: {
      handling: order.handlingFeeCentAmount,
      minimumOrder: order.minimumOrderFeeCentAmount,
      hazardous: order.hazardousFeeCentAmount,
      refrigerated: order.refrigeratedFeeCentAmount,
      excessiveWeight: order.excessiveWeightFeeCentAmount,
    },
    subtotalCents: order.subtotalCentAmount,
    totalCents: order.totalCentAmount,
  };
}
