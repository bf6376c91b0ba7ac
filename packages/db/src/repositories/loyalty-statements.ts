import { and, asc, eq, gt, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoiceLines, invoices } from '../schema';

/** An invoice line that carried an ASAP loyalty discount, with the invoice facts a statement prints beside it. */
export interface DiscountedInvoiceLine {
  invoiceNumber: string;
  issuedOn: string;
  orderNumber: string | null;
  purchaseOrderNumber: string | null;
  currencyCode: string;
  position: number;
  sku: string;
  itemNumber: string | null;
  uom: string | null;
  name: string;
  asapProductCategory: string | null;
  quantity: number;
  /** The unit price charged (after the discount). */
  unitPrice: number;
  loyaltyPercent: number;
  /** Cents the discount took off each unit. */
  unitSaving: number;
  /** The line's amount as invoiced. */
  total: number;
}

/** The read side of ASAP discount statements (issue 19). */
export function loyaltyStatementRepository(db: Db) {
  return {
    /**
     * Every discounted line of an office's invoices issued from `from` to `to` (calendar dates, both included), void
     * invoices left out, in issue date, invoice number and line order. The office and date range is a range scan of
     * invoices_office_issued_idx; each invoice's lines come from the invoice_lines primary key (invoice_id, position).
     */
    async discountedLines(businessUnitId: string, from: string, to: string): Promise<DiscountedInvoiceLine[]> {
      return db
        .select({
          invoiceNumber: invoices.invoiceNumber,
          issuedOn: invoices.issuedOn,
          orderNumber: invoices.orderNumber,
          purchaseOrderNumber: invoices.purchaseOrderNumber,
          currencyCode: invoices.currencyCode,
          position: invoiceLines.position,
          sku: invoiceLines.sku,
          itemNumber: invoiceLines.itemNumber,
          uom: invoiceLines.uom,
          name: invoiceLines.name,
          asapProductCategory: invoiceLines.asapProductCategory,
          quantity: invoiceLines.quantity,
          unitPrice: invoiceLines.unitPriceCentAmount,
          loyaltyPercent: invoiceLines.loyaltyPercent,
          unitSaving: invoiceLines.loyaltySavingCentAmount,
          total: invoiceLines.totalCentAmount,
        })
        .from(invoices)
        .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
        .where(
          and(
            eq(invoices.businessUnitId, businessUnitId),
            gte(invoices.issuedOn, from),
            lte(invoices.issuedOn, to),
            ne(invoices.status, 'Void'),
            gt(invoiceLines.loyaltySavingCentAmount, 0),
          ),
        )
        .orderBy(asc(invoices.issuedOn), asc(invoices.invoiceNumber), asc(invoiceLines.position));
    },
  };
}
