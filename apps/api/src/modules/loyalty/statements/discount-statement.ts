import type { DiscountStatementPeriod } from '@chairside/contracts';
import type { DiscountedInvoiceLine } from '@chairside/db';

/** One discounted invoice line as a statement prints it. Amounts are cents. */
export interface DiscountStatementLine {
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string | null;
  poNumber: string | null;
  sku: string;
  itemNumber: string | null;
  uom: string | null;
  description: string;
  category: string | null;
  quantity: number;
  /** The unit price before the discount (the price charged plus the unit discount). */
  unitPrice: number;
  loyaltyPercent: number;
  unitDiscount: number;
  lineDiscount: number;
  /** The line's amount as invoiced (after the discount). */
  net: number;
}

export interface DiscountStatementTotals {
  lines: number;
  /** What the lines would have cost without the discount: net + discount. */
  gross: number;
  discount: number;
  net: number;
}

/** An office's ASAP discount statement for a period: what its cost reports need. */
export interface DiscountStatement {
  office: { name: string; number: string };
  period: DiscountStatementPeriod;
  /** The day it was generated (distributor's time zone). */
  generatedOn: string;
  currency: string;
  lines: DiscountStatementLine[];
  totals: DiscountStatementTotals;
}

export interface DiscountStatementInput {
  office: DiscountStatement['office'];
  period: DiscountStatementPeriod;
  generatedOn: string;
  currency: string;
  lines: readonly DiscountedInvoiceLine[];
}

function lineOf(row: DiscountedInvoiceLine): DiscountStatementLine {
  const lineDiscount = row.unitSaving * row.quantity;
  return {
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.issuedOn,
    orderNumber: row.orderNumber,
    poNumber: row.purchaseOrderNumber,
    sku: row.sku,
    itemNumber: row.itemNumber,
    uom: row.uom,
    description: row.name,
    category: row.asapProductCategory,
    quantity: row.quantity,
    unitPrice: row.unitPrice + row.unitSaving,
    loyaltyPercent: row.loyaltyPercent,
    unitDiscount: row.unitSaving,
    lineDiscount,
    net: row.total,
  };
}

/** The statement of the rows the repository found (already in statement order); no rows give zero totals. */
export function discountStatementOf(input: DiscountStatementInput): DiscountStatement {
  const lines = input.lines.map(lineOf);
  const discount = lines.reduce((sum, line) => sum + line.lineDiscount, 0);
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  return {
    office: input.office,
    period: input.period,
    generatedOn: input.generatedOn,
    currency: input.currency,
    lines,
    totals: { lines: lines.length, gross: net + discount, discount, net },
  };
}

/** Why the statement exists, printed in its header (the CSV's and the PDF's). */
export const discountStatementNote =
  'The discounts listed are ASAP loyalty discounts, each shown on the invoice it was given on. ' +
  'Report them as federal health-care programmes require (the discount safe harbour, 42 CFR 1001.952(h)), ' +
  'e.g. in your cost reports.';
