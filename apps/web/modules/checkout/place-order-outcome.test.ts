import type { ErrorCode } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { checkoutTexts, failureOutcome, type ApiFailure } from './place-order-outcome';

const failure = (status: number, code?: ErrorCode, message = '', field?: string): ApiFailure => ({
  status,
  code,
  message,
  field,
});

describe('failureOutcome', () => {
  it.each([
    { name: 'signed out', input: failure(401), expected: { kind: 'signIn' } },
    {
      name: 'prices changed',
      input: failure(400, 'PriceChanged', 'Prices in your cart have changed.'),
      expected: { kind: 'repriced' },
    },
    {
      name: 'declined card: next to the payment, a new key for another card',
      input: failure(400, 'CardDeclined', messages.cardDeclined, 'token'),
      expected: {
        kind: 'form',
        fieldErrors: { payment: messages.cardDeclined },
        formError: messages.cardDeclined,
        retrySameKey: false,
      },
    },
    {
      name: 'gateway timeout: the same key, so trying again cannot charge twice',
      input: failure(504, 'PaymentGatewayTimeout', messages.paymentServiceUnavailable),
      expected: { kind: 'form', formError: messages.paymentServiceUnavailable, retrySameKey: true },
    },
    {
      name: 'API unreachable',
      input: failure(503),
      expected: { kind: 'form', formError: checkoutTexts.orderUnanswered, retrySameKey: true },
    },
    {
      name: 'still running (double click)',
      input: failure(409),
      expected: { kind: 'form', formError: checkoutTexts.orderUnanswered, retrySameKey: true },
    },
    {
      name: 'DEA: next to the shipping address',
      input: failure(400, 'DeaLicenseRequired', 'This item requires an active DEA license.'),
      expected: {
        kind: 'form',
        fieldErrors: { shippingAddressId: 'This item requires an active DEA license.' },
        formError: 'This item requires an active DEA license.',
        retrySameKey: false,
      },
    },
    {
      name: 'checkout declined: the API text with whom to call',
      input: failure(
        400,
        'CheckoutDeclined',
        'Online checkout has been declined for this account. Please call customer service.',
      ),
      expected: {
        kind: 'form',
        formError: 'Online checkout has been declined for this account. Please call customer service.',
        retrySameKey: false,
      },
    },
    {
      name: 'a card token the gateway no longer knows goes to the card fields',
      input: failure(400, 'InvalidField', messages.cardDetailsExpired, 'token'),
      expected: {
        kind: 'form',
        fieldErrors: { card: messages.cardDetailsExpired },
        formError: messages.formInvalid,
        retrySameKey: false,
      },
    },
    {
      name: 'an address not eligible any more',
      input: failure(400, 'AddressNotEligible', messages.addressNotEligible),
      expected: {
        kind: 'form',
        fieldErrors: { shippingAddressId: messages.addressNotEligible },
        formError: messages.addressNotEligible,
        retrySameKey: false,
      },
    },
    {
      name: 'the cart is gone',
      input: failure(404, 'ResourceNotFound', 'not found'),
      expected: { kind: 'form', formError: checkoutTexts.cartChanged, retrySameKey: false },
    },
    {
      name: 'too many card attempts',
      input: failure(429, 'TooManyRequests', messages.tooManyCardAttempts),
      expected: { kind: 'form', formError: messages.tooManyCardAttempts, retrySameKey: true },
    },
  ])('$name', ({ input, expected }) => {
    expect(failureOutcome(input)).toEqual(expected);
  });
});
