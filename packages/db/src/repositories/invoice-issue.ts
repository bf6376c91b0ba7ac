import { dueDateOf, net30TermsDays, storedStatusOf } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoiceLines, invoices, type TrackingNumber } from '../schema';
import { invoicePaymentRepository, type InvoicePaymentRecord } from './invoice-payments';
import type { OrderDetails } from './orders';

export type IssuedInvoiceRecord = typeof invoices.$inferSelect;

export interface IssueOptions {
  /** The calendar date of issue in the distributor's time zone. */
  issuedOn: string;
  /** For a card order: the capture payment's gateway key and how long it belongs to the caller. */
  capture: { gatewayKey: string; leaseUntil: Date };
}

export interface IssuedInvoice {
  invoice: IssuedInvoiceRecord;
  /** A card order's capture of its authorization, Pending for the caller to settle after commit. */
  capture?: InvoicePaymentRecord;
}

/**
 * Writes the invoice of a shipped order in the caller's transaction (the one that records the shipment): lines, fees,
 * shipping, total, PO, addresses and tracking copied from the order. On account it is Open under Net 30; a card order's
 * is due at once and held by a Pending `capture` payment of the order's authorization for its total, which the caller
 * settles through the gateway after commit. `order_id` is unique, so a shipment reported again (or concurrently)
 * writes nothing: undefined.
 */
export async function issueInvoice(
  tx: Db,
  { order, lines }: OrderDetails,
  { issuedOn, capture }: IssueOptions,
): Promise<IssuedInvoice | undefined> {
  const termsDays = order.paymentMethod === 'on-account' ? net30TermsDays : 0;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      businessUnitId: order.businessUnitId,
      customerId: order.customerId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      purchaseOrderNumber: order.purchaseOrderNumber,
      status: storedStatusOf({ total: order.totalCentAmount, paid: 0, credited: 0 }),
      paymentMethod: order.paymentMethod,
      currencyCode: order.currencyCode,
      issuedOn,
      dueOn: dueDateOf(issuedOn, termsDays),
      termsDays,
      subtotalCentAmount: order.subtotalCentAmount,
      handlingFeeCentAmount: order.handlingFeeCentAmount,
      minimumOrderFeeCentAmount: order.minimumOrderFeeCentAmount,
      hazardousFeeCentAmount: order.hazardousFeeCentAmount,
      refrigeratedFeeCentAmount: order.refrigeratedFeeCentAmount,
      excessiveWeightFeeCentAmount: order.excessiveWeightFeeCentAmount,
      shippingCentAmount: order.shippingMethod?.centAmount ?? 0,
      totalCentAmount: order.totalCentAmount,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      trackingNumbers: order.trackingNumbers,
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning();
  if (!invoice) return undefined;
  await tx.insert(invoiceLines).values(
    lines.map((line) => ({
      invoiceId: invoice.id,
      position: line.position,
      sku: line.sku,
      itemNumber: line.itemNumber,
      uom: line.uom,
      name: line.name['en-US'] ?? Object.values(line.name)[0] ?? line.sku,
      quantity: line.quantity,
      unitPriceCentAmount: line.priceCentAmount,
      totalCentAmount: line.totalCentAmount,
      asapProductCategory: line.asapProductCategory,
      loyaltyPercent: line.loyaltyPercent,
      loyaltySavingCentAmount: line.loyaltySavingCentAmount,
    })),
  );
  const authorizationId = order.paymentMethod === 'card' ? order.gatewayAuthorizationId : null;
  if (!authorizationId || invoice.totalCentAmount === 0) return { invoice };
  const held = await invoicePaymentRepository(tx).create(
    {
      businessUnitId: order.businessUnitId,
      customerId: order.customerId,
      kind: 'capture',
      gatewayKey: capture.gatewayKey,
      cardId: order.cardId,
      cardBrand: order.cardBrand,
      cardLast4: order.cardLast4,
      gatewayAuthorizationId: authorizationId,
      centAmount: invoice.totalCentAmount,
      currencyCode: invoice.currencyCode,
      leaseUntil: capture.leaseUntil,
    },
    [{ invoiceId: invoice.id, amount: invoice.totalCentAmount }],
  );
  return { invoice: { ...invoice, pendingCentAmount: invoice.totalCentAmount }, capture: held };
}

/** Keeps an order's invoice's tracking numbers as the order's (a delivery reported after the invoice was written). */
export async function copyTrackingToInvoice(tx: Db, orderId: string, trackingNumbers: TrackingNumber[]) {
  await tx.update(invoices).set({ trackingNumbers }).where(eq(invoices.orderId, orderId));
}
