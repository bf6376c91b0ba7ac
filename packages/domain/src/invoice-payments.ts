import { formatMoney } from './money';
import type { StoredInvoiceStatus } from './invoices';

/**
 * Paying invoices by card (issue 17): one charge split over any set of the office's invoices, each with any amount up
 * to what may still be paid on it. Amounts are cents.
 */

/** At most this many invoices in one payment (one charge, one receipt). */
export const invoicesPerPaymentLimit = 50;

export interface PaymentAllocationDraft {
  invoiceId: string;
  amount: number;
}

export interface PayableInvoice {
  id: string;
  number: string;
  status: StoredInvoiceStatus;
  /**
   * What may still be paid: the balance less what payments still waiting for the gateway hold on it. A payment holds
   * its amounts before the card is charged, so two payments racing for one invoice never take it below zero: the
   * later one is refused before its card is charged (see allocationProblem).
   */
  payable: number;
}

export type AllocationProblemCode =
  'NoInvoices' | 'TooManyInvoices' | 'DuplicateInvoice' | 'InvalidAmount' | 'InvoiceNotPayable' | 'AmountAboveBalance';

export interface AllocationProblem {
  code: AllocationProblemCode;
  message: string;
  /** The allocation's index in the request, when the problem is one allocation's. */
  index?: number;
  invoiceId?: string;
}

export const allocationMessages = {
  noInvoices: 'Choose at least one invoice to pay.',
  tooManyInvoices: `One payment covers at most ${invoicesPerPaymentLimit} invoices. Pay the rest in another payment.`,
  duplicateInvoice: (number: string) => `Invoice ${number} appears twice in this payment.`,
  invalidAmount: (number: string) => `Enter an amount in whole cents above $0.00 for invoice ${number}.`,
  notPayable: (number: string, status: StoredInvoiceStatus) =>
    status === 'Void' ? `Invoice ${number} is void and cannot be paid.` : `Invoice ${number} is already paid.`,
  aboveBalance: (number: string, payable: number, currencyCode: string) =>
    payable === 0
      ? `Invoice ${number} has a payment in progress for its whole balance.`
      : `The most you can pay on invoice ${number} is ${formatMoney(payable, currencyCode)}.`,
} as const;

/**
 * The first thing wrong with a payment's allocations (undefined when it may be charged). `invoices` are the office's
 * invoices the allocations name, as they stand now; an allocation naming another invoice is the caller's 404.
 */
export function allocationProblem(
  allocations: readonly PaymentAllocationDraft[],
  invoices: ReadonlyMap<string, PayableInvoice>,
  currencyCode = 'USD',
): AllocationProblem | undefined {
  if (allocations.length === 0) return { code: 'NoInvoices', message: allocationMessages.noInvoices };
  if (allocations.length > invoicesPerPaymentLimit)
    return { code: 'TooManyInvoices', message: allocationMessages.tooManyInvoices };
  const seen = new Set<string>();
  for (const [index, { invoiceId, amount }] of allocations.entries()) {
    const invoice = invoices.get(invoiceId);
    const number = invoice?.number ?? invoiceId;
    const at = { index, invoiceId };
    if (seen.has(invoiceId))
      return { code: 'DuplicateInvoice', message: allocationMessages.duplicateInvoice(number), ...at };
    seen.add(invoiceId);
    if (!Number.isSafeInteger(amount) || amount <= 0)
      return { code: 'InvalidAmount', message: allocationMessages.invalidAmount(number), ...at };
    if (!invoice) continue;
    if (invoice.status === 'Paid' || invoice.status === 'Void')
      return { code: 'InvoiceNotPayable', message: allocationMessages.notPayable(number, invoice.status), ...at };
    if (amount > invoice.payable)
      return {
        code: 'AmountAboveBalance',
        message: allocationMessages.aboveBalance(number, invoice.payable, currencyCode),
        ...at,
      };
  }
  return undefined;
}

/** The one charge of a payment: the sum of its allocations. */
export const paymentTotal = (allocations: readonly PaymentAllocationDraft[]) =>
  allocations.reduce((sum, { amount }) => sum + amount, 0);
