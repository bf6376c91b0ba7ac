import type { InvoicePayment } from '@chairside/contracts';
import { formatMoney, support } from '@chairside/domain';
import type { Mail } from '../mail/mailer';

/**
 * The receipt of an invoice payment (issue 17), as plain text: receipt number, date, card (brand and last 4 only), each
 * invoice paid with its amount and what remains on it, and the total charged.
 */
export function invoiceReceiptMail(receipt: InvoicePayment, paidOn: string, to: string): Mail {
  const money = (centAmount: number) => formatMoney(centAmount, receipt.currency);
  const text = [
    `Thank you for your payment. Receipt ${receipt.receipt_number}, ${paidOn}.`,
    '',
    ...receipt.allocations.map(
      ({ invoice_number, amount, balance }) =>
        `- Invoice ${invoice_number}: paid ${money(amount)}, remaining balance ${money(balance)}`,
    ),
    '',
    `Total charged: ${money(receipt.amount)}`,
    `Card: ${receipt.card_brand ?? 'card'} ending in ${receipt.card_last4 ?? ''}`,
    '',
    `Questions? Call customer service at ${support.phone} (${support.hours}).`,
  ].join('\n');
  return { to, subject: `Your payment receipt ${receipt.receipt_number}`, text };
}
