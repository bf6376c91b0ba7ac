import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@chairside/db';
import { dueDateOf, storedStatusOf } from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';

type InvoiceRow = typeof schema.invoices.$inferSelect;

export interface TestInvoiceOptions {
  issuedOn: string;
  termsDays?: number;
  /** Unit prices in cents, one line of quantity 1 each (default one line of $100.00). */
  lines?: number[];
  shipping?: number;
  handlingFee?: number;
  orderId?: string;
  orderNumber?: string | null;
  poNumber?: string | null;
  paymentMethod?: 'on-account' | 'card';
  void?: string;
}

/**
 * Invoices, credit memos and payments written straight to the database, as the payment side will write them: the
 * invoice's paid, credited and pending amounts and its stored status kept in step with what was applied.
 */
export function invoiceFixture(db: Db) {
  /** Adds to the invoice's applied amounts and stores the status they give. */
  async function apply(invoice: InvoiceRow, change: { paid?: number; credited?: number; pending?: number }) {
    const [current] = await db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id));
    const paid = current!.paidCentAmount + (change.paid ?? 0);
    const credited = current!.creditedCentAmount + (change.credited ?? 0);
    await db
      .update(schema.invoices)
      .set({
        paidCentAmount: paid,
        creditedCentAmount: credited,
        pendingCentAmount: sql`${schema.invoices.pendingCentAmount} + ${change.pending ?? 0}`,
        status: storedStatusOf({ total: current!.totalCentAmount, paid, credited }),
      })
      .where(eq(schema.invoices.id, invoice.id));
  }

  return {
    async invoice(businessUnitId: string, options: TestInvoiceOptions): Promise<InvoiceRow> {
      const prices = options.lines ?? [10_000];
      const subtotal = prices.reduce((sum, price) => sum + price, 0);
      const shipping = options.shipping ?? 0;
      const handling = options.handlingFee ?? 0;
      const termsDays = options.termsDays ?? (options.paymentMethod === 'card' ? 0 : 30);
      const [invoice] = await db
        .insert(schema.invoices)
        .values({
          businessUnitId,
          orderId: options.orderId ?? null,
          orderNumber: options.orderNumber === undefined ? `CS${Math.floor(Math.random() * 1e9)}` : options.orderNumber,
          purchaseOrderNumber: options.poNumber === undefined ? 'PO-4711' : options.poNumber,
          status: options.void ? 'Void' : 'Open',
          paymentMethod: options.paymentMethod ?? 'on-account',
          issuedOn: options.issuedOn,
          dueOn: dueDateOf(options.issuedOn, termsDays),
          termsDays,
          subtotalCentAmount: subtotal,
          handlingFeeCentAmount: handling,
          shippingCentAmount: shipping,
          totalCentAmount: subtotal + shipping + handling,
          voidedAt: options.void ? new Date(`${options.issuedOn}T15:00:00Z`) : null,
          voidReason: options.void ?? null,
          billingAddress: {
            company: 'Bright Smiles Dental',
            firstName: 'Accounts',
            lastName: 'Payable',
            streetNumber: '1200',
            streetName: 'Market St',
            city: 'Philadelphia',
            state: 'PA',
            postalCode: '19107',
            country: 'US',
          },
          shippingAddress: {
            firstName: 'Dana',
            lastName: 'Whitfield',
            streetNumber: '1200',
            streetName: 'Market St',
            apartment: 'Suite 4',
            city: 'Philadelphia',
            state: 'PA',
            postalCode: '19107',
            country: 'US',
            shippingAccountNumber: 'SA-1',
          },
        })
        .returning();
      await db.insert(schema.invoiceLines).values(
        prices.map((price, index) => ({
          invoiceId: invoice!.id,
          position: index + 1,
          sku: `CS-${1000 + index}-BX`,
          itemNumber: `${1000 + index}`,
          uom: 'BX',
          name: `Nitrile exam gloves, powder-free, size M (line ${index + 1})`,
          quantity: 1,
          unitPriceCentAmount: price,
          totalCentAmount: price,
        })),
      );
      return invoice!;
    },

    async credit(invoice: InvoiceRow, amount: number, issuedOn: string, reason = 'Returned damaged items') {
      const [memo] = await db
        .insert(schema.creditMemos)
        .values({ businessUnitId: invoice.businessUnitId, invoiceId: invoice.id, centAmount: amount, reason, issuedOn })
        .returning();
      await apply(invoice, { credited: amount });
      return memo!;
    },

    /** A card payment over invoices of one office: Succeeded at `finishedAt` unless another state is asked. */
    async payment(
      parts: { invoice: InvoiceRow; amount: number }[],
      options: { finishedAt: Date; state?: 'Succeeded' | 'Pending' | 'Failed' },
    ) {
      const state = options.state ?? 'Succeeded';
      const [payment] = await db
        .insert(schema.invoicePayments)
        .values({
          businessUnitId: parts[0]!.invoice.businessUnitId,
          kind: 'charge',
          state,
          gatewayKey: randomUUID(),
          cardBrand: 'visa',
          cardLast4: '4242',
          centAmount: parts.reduce((sum, part) => sum + part.amount, 0),
          leaseUntil: options.finishedAt,
          finishedAt: state === 'Pending' ? null : options.finishedAt,
        })
        .returning();
      await db
        .insert(schema.invoicePaymentAllocations)
        .values(
          parts.map(({ invoice, amount }) => ({ paymentId: payment!.id, invoiceId: invoice.id, centAmount: amount })),
        );
      for (const { invoice, amount } of parts)
        if (state === 'Succeeded') await apply(invoice, { paid: amount });
        else if (state === 'Pending') await apply(invoice, { pending: amount });
      return payment!;
    },
  };
}
