import { messages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';
import { invoiceTexts } from './texts';

describe('paymentOutcome', () => {
  it('puts an amount above the balance next to its invoice, with a new key', () => {
    expect(
      paymentOutcome({
        status: 409,
        code: 'InvoiceBalanceExceeded',
        message: 'The most you can pay on invoice IN1 is $5.00.',
        invoiceId: 'inv-1',
      }),
    ).toEqual({
      kind: 'form',
      formError: 'The most you can pay on invoice IN1 is $5.00.',
      fieldErrors: { 'amount:inv-1': 'The most you can pay on invoice IN1 is $5.00.' },
      retrySameKey: false,
    });
  });

  it('puts a declined card next to the card', () => {
    expect(paymentOutcome({ status: 402, code: 'CardDeclined', message: 'Your card was declined.' })).toMatchObject({
      fieldErrors: { card: 'Your card was declined.' },
      retrySameKey: false,
    });
  });

  it('retries a gateway timeout or an unanswered call with the same key', () => {
    expect(paymentOutcome({ status: 504, code: 'PaymentGatewayTimeout', message: '' })).toEqual({
      kind: 'form',
      formError: messages.paymentServiceUnavailable,
      retrySameKey: true,
    });
    expect(paymentOutcome({ status: 503, code: undefined, message: '' })).toMatchObject({
      formError: invoiceTexts.paymentUnanswered,
      retrySameKey: true,
    });
  });

  it('sends a signed-out customer to sign in', () => {
    expect(paymentOutcome({ status: 401, code: 'invalid_token', message: '' })).toEqual({ kind: 'signIn' });
  });
});
