import { schema, type Db } from '@chairside/db';
import { and, eq } from 'drizzle-orm';
import { invoiceFixture, type TestInvoiceOptions } from '../../invoices/invoices.test-fixture';

export interface TestInvoiceLine {
  /** The unit price charged (after the discount). */
  unitPrice: number;
  quantity?: number;
  /** Cents the ASAP discount took off each unit (0: a line without the discount). */
  saving?: number;
  percent?: number;
  category?: string;
}

/**
 * Invoices whose lines carry ASAP loyalty discounts as invoicing copies them from the order: invoiceFixture's
 * invoice, its lines then given their quantities and loyalty fields (the subtotal already counts the line totals).
 */
export function discountedInvoiceFixture(db: Db) {
  const invoices = invoiceFixture(db);
  return {
    async invoice(
      businessUnitId: string,
      options: Omit<TestInvoiceOptions, 'lines'> & { lines: TestInvoiceLine[] },
    ): Promise<typeof schema.invoices.$inferSelect> {
      const totals = options.lines.map((line) => line.unitPrice * (line.quantity ?? 1));
      const invoice = await invoices.invoice(businessUnitId, { ...options, lines: totals });
      for (const [index, line] of options.lines.entries())
        await db
          .update(schema.invoiceLines)
          .set({
            quantity: line.quantity ?? 1,
            unitPriceCentAmount: line.unitPrice,
            asapProductCategory: line.category ?? (line.saving ? 'consumables' : null),
            loyaltyPercent: line.percent ?? (line.saving ? 4 : 0),
            loyaltySavingCentAmount: line.saving ?? 0,
          })
          .where(and(eq(schema.invoiceLines.invoiceId, invoice.id), eq(schema.invoiceLines.position, index + 1)));
      return invoice;
    },
  };
}
