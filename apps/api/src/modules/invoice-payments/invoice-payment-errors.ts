import type { AllocationProblem, PayableInvoice } from '@chairside/domain';
import { ApiError, invalidInput } from '../../http/api-error';

/** What the client hears about the first thing wrong with a payment's allocations (domain allocationProblem). */
export function allocationError(problem: AllocationProblem, invoices: ReadonlyMap<string, PayableInvoice>): ApiError {
  const invoiceId = problem.invoiceId;
  switch (problem.code) {
    case 'NoInvoices':
    case 'TooManyInvoices':
    case 'DuplicateInvoice':
      return invalidInput(problem.message);
    case 'InvalidAmount':
      return new ApiError(400, 'InvalidField', problem.message, { field: `allocations.${problem.index}.amount` });
    case 'InvoiceNotPayable':
      return new ApiError(409, 'InvoiceNotPayable', problem.message, { invoiceId });
    case 'AmountAboveBalance':
      return new ApiError(409, 'InvoiceBalanceExceeded', problem.message, {
        invoiceId,
        payable: invoices.get(invoiceId!)?.payable,
      });
  }
}

export const invoicePaymentErrors = {
  /** The invoices of one payment belong to one office (one receipt, one statement). */
  officesMixed: () =>
    invalidInput('One payment pays the invoices of one office. Pay each office’s invoices separately.'),
  /** A retry with the key of a payment that ended without charging the card. */
  paymentEnded: () =>
    new ApiError(
      409,
      'InvalidOperation',
      'This payment attempt ended without charging your card. Review the invoices and pay again.',
    ),
} as const;
