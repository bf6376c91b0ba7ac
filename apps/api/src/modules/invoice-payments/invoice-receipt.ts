import type { InvoicePayment } from '@chairside/contracts';
import type { AppliedAllocation, InvoicePaymentRecord } from '@chairside/db';
import { balanceOf, invoiceStatus } from '@chairside/domain';

/** The receipt of a settled payment (POST /mw/invoice-payments' answer), the invoices as they stand on `today`. */
export function toReceipt(
  payment: InvoicePaymentRecord,
  allocations: readonly AppliedAllocation[],
  today: string,
): InvoicePayment {
  return {
    id: payment.id,
    receipt_number: payment.receiptNumber,
    status: 'Succeeded',
    amount: payment.centAmount,
    currency: payment.currencyCode,
    card_brand: payment.cardBrand,
    card_last4: payment.cardLast4,
    paid_at: (payment.finishedAt ?? payment.createdAt).toISOString(),
    allocations: allocations.map(({ invoice, amount }) => ({
      invoice_id: invoice.id,
      invoice_number: invoice.invoiceNumber,
      amount,
      balance: balanceOf({
        total: invoice.totalCentAmount,
        paid: invoice.paidCentAmount,
        credited: invoice.creditedCentAmount,
      }),
      status: invoiceStatus(invoice.status, invoice.dueOn, today),
    })),
  };
}
