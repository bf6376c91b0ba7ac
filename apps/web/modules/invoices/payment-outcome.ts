import type { ErrorCode, InvoicePayment } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import { invoiceTexts } from './texts';

/** The payment form's state between submits: the next attempt's key, what went wrong, or the receipt. */
export interface PaymentFormState {
  /** The same key after an unanswered attempt (a retry replays it), a new one after a settled refusal. */
  idempotencyKey: string;
  formError?: string;
  /** By field: `amount:<invoice id>` or `card`. */
  fieldErrors?: Record<string, string>;
  receipt?: InvoicePayment;
}

export const amountField = (invoiceId: string) => `amount:${invoiceId}`;
export const cardField = 'card';

/** A refused or unanswered POST /mw/invoice-payments (or the new card's POST /mw/cards before it). */
export interface PaymentFailure {
  status: number;
  code: ErrorCode | undefined;
  message: string;
  invoiceId?: string;
}

export type PaymentOutcome =
  { kind: 'signIn' } | { kind: 'form'; formError: string; fieldErrors?: Record<string, string>; retrySameKey: boolean };

/**
 * What the customer reads when a payment was not taken. Nothing was charged in every case but a timeout, where the
 * same key's retry settles it once. Problems of one invoice's amount go next to its field.
 */
export function paymentOutcome(failure: PaymentFailure): PaymentOutcome {
  if (failure.status === 401) return { kind: 'signIn' };
  const message = failure.message || invoiceTexts.paymentFailed;
  switch (failure.code) {
    case 'InvoiceBalanceExceeded':
    case 'InvoiceNotPayable':
      return {
        kind: 'form',
        formError: message,
        ...(failure.invoiceId ? { fieldErrors: { [amountField(failure.invoiceId)]: message } } : {}),
        retrySameKey: false,
      };
    case 'CardDeclined':
    case 'CardExpired':
      return { kind: 'form', formError: message, fieldErrors: { [cardField]: message }, retrySameKey: false };
    case 'PaymentGatewayError':
    case 'PaymentGatewayTimeout':
      return { kind: 'form', formError: messages.paymentServiceUnavailable, retrySameKey: true };
    case 'ResourceNotFound':
      return { kind: 'form', formError: invoiceTexts.invoiceGone, retrySameKey: false };
    default:
      break;
  }
  if (failure.status === 429) return { kind: 'form', formError: message, retrySameKey: true };
  if (failure.status >= 500 || failure.status === 408 || failure.status === 409)
    return { kind: 'form', formError: invoiceTexts.paymentUnanswered, retrySameKey: true };
  return { kind: 'form', formError: message, retrySameKey: false };
}
