import type { DiscountedInvoiceLine } from '@chairside/db';
import { discountStatementOf, type DiscountStatement } from './discount-statement';
import { discountStatementPeriod } from './statement-period';

/** A discounted invoice line as the repository returns it: $19.20 charged per unit after 4% off $20.00. */
export function sampleLine(values: Partial<DiscountedInvoiceLine> = {}): DiscountedInvoiceLine {
  const quantity = values.quantity ?? 3;
  const unitPrice = values.unitPrice ?? 1_920;
  return {
    invoiceNumber: 'IN5000101',
    issuedOn: '2026-02-03',
    orderNumber: 'CS100101',
    purchaseOrderNumber: 'PO-4711',
    currencyCode: 'USD',
    position: 1,
    sku: 'CS-10042-BX',
    itemNumber: '10042',
    uom: 'BX',
    name: 'Nitrile exam gloves, powder-free, size M',
    asapProductCategory: 'consumables',
    quantity,
    unitPrice,
    loyaltyPercent: 4,
    unitSaving: 80,
    total: unitPrice * quantity,
    ...values,
  };
}

export function sampleStatement(lines: DiscountedInvoiceLine[], period = '2026-Q1'): DiscountStatement {
  return discountStatementOf({
    office: { name: 'Maple Street Family Dentistry', number: 'office-maple-street' },
    period: discountStatementPeriod(period)!,
    generatedOn: '2026-05-10',
    currency: 'USD',
    lines,
  });
}
