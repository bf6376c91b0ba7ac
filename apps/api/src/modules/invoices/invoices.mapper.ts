import type { Invoice, InvoiceListItem, InvoiceSummary } from '@chairside/contracts';
import type { InvoiceDetails, InvoiceRecord } from '@chairside/db';
import { invoiceStatus, loyaltySavingOf, type AccountSummary } from '@chairside/domain';

type AddressSnapshot = NonNullable<InvoiceRecord['billingAddress']>;
type TrackingNumber = InvoiceRecord['trackingNumbers'][number];

export function toInvoiceListItem(invoice: InvoiceRecord, today: string): InvoiceListItem {
  return {
    id: invoice.id,
    number: invoice.invoiceNumber,
    order_id: invoice.orderId,
    order_number: invoice.orderNumber,
    po_number: invoice.purchaseOrderNumber,
    issued_on: invoice.issuedOn,
    due_on: invoice.dueOn,
    status: invoiceStatus(invoice.status, invoice.dueOn, today),
    payment_method: invoice.paymentMethod,
    currency: invoice.currencyCode,
    total: invoice.totalCentAmount,
    paid: invoice.paidCentAmount,
    credited: invoice.creditedCentAmount,
    balance: invoice.balance,
    payable: invoice.payable,
  };
}

export function toInvoiceSummary(summary: AccountSummary, currency: string, today: string): InvoiceSummary {
  const { aging } = summary;
  return {
    currency,
    open_balance: summary.openBalance,
    open_count: summary.openCount,
    overdue_balance: summary.overdueBalance,
    overdue_count: summary.overdueCount,
    aging: {
      days_0_30: aging.days0To30,
      days_31_60: aging.days31To60,
      days_61_90: aging.days61To90,
      days_90_plus: aging.days90Plus,
    },
    as_of: today,
  };
}

/** An address as printed: company and person, then street, city line and country, without empty parts. */
function toAddress(address: AddressSnapshot | null): Invoice['bill_to'] {
  if (!address) return null;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const name = join(address.firstName, address.lastName);
  const cityLine = join(
    address.city && address.state ? `${address.city},` : address.city,
    address.state,
    address.postalCode,
  );
  const lines = [
    join(address.streetNumber, address.streetName),
    address.apartment,
    address.additionalStreetInfo,
    cityLine,
    address.country === 'US' ? undefined : address.country,
  ].filter((line): line is string => Boolean(line));
  return {
    ...(address.company ? { company: address.company } : {}),
    ...(name ? { name } : {}),
    lines,
    ...(address.shippingAccountNumber ? { shipping_account_number: address.shippingAccountNumber } : {}),
  };
}

const toTracking = ({ carrier, trackingNumber, shippedAt }: TrackingNumber) => ({
  carrier,
  tracking_number: trackingNumber,
  shipped_at: shippedAt,
});

type InvoiceLineRecord = InvoiceDetails['lines'][number];

/** A line with the loyalty discount in its price spelled out (federal discount safe harbour: shown on the invoice). */
function toInvoiceLine(line: InvoiceLineRecord): Invoice['lines'][number] {
  const item: Invoice['lines'][number] = {
    position: line.position,
    sku: line.sku,
    item_number: line.itemNumber,
    uom: line.uom,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPriceCentAmount,
    total: line.totalCentAmount,
  };
  if (line.loyaltySavingCentAmount > 0)
    item.loyalty = {
      category: line.asapProductCategory ?? '',
      percent: line.loyaltyPercent,
      unit_saving: line.loyaltySavingCentAmount,
      total_saving: line.loyaltySavingCentAmount * line.quantity,
    };
  return item;
}

export function toInvoice({ invoice, lines, credits, payments }: InvoiceDetails, today: string): Invoice {
  return {
    ...toInvoiceListItem(invoice, today),
    version: invoice.version,
    terms_days: invoice.termsDays,
    lines: lines.map(toInvoiceLine),
    subtotal: invoice.subtotalCentAmount,
    loyalty_saving: loyaltySavingOf(lines),
    fees: {
      handling: invoice.handlingFeeCentAmount,
      minimum_order: invoice.minimumOrderFeeCentAmount,
      hazardous: invoice.hazardousFeeCentAmount,
      refrigerated: invoice.refrigeratedFeeCentAmount,
      excessive_weight: invoice.excessiveWeightFeeCentAmount,
    },
    shipping: invoice.shippingCentAmount,
    payments: payments.map((payment) => ({
      payment_id: payment.paymentId,
      receipt_number: payment.receiptNumber,
      paid_at: payment.paidAt.toISOString(),
      amount: payment.amount,
      card_brand: payment.cardBrand,
      card_last4: payment.cardLast4,
    })),
    credits: credits.map((credit) => ({
      number: credit.creditNumber,
      issued_on: credit.issuedOn,
      amount: credit.centAmount,
      reason: credit.reason,
    })),
    bill_to: toAddress(invoice.billingAddress),
    ship_to: toAddress(invoice.shippingAddress),
    tracking: invoice.trackingNumbers.map(toTracking),
    voided_at: invoice.voidedAt?.toISOString() ?? null,
    void_reason: invoice.voidReason,
  };
}
