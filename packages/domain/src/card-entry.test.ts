import { describe, expect, it } from 'vitest';
import { cardEntryErrors } from './card-entry';

const now = new Date('2026-11-21T12:00:00Z');
const valid = { number: '4111 1111 1111 1111', expiry: '12 / 28', cvc: '123' };

describe('card entry messages (spec §5)', () => {
  it('accepts a valid card, also typed with dashes and full-width digits', () => {
    expect(cardEntryErrors(valid, now)).toEqual({});
    expect(
      cardEntryErrors({ number: '４１１１-１１１１-１１１１-１１１１', expiry: '１２ / ２８', cvc: '１２３' }, now),
    ).toEqual({});
  });

  it.each([
    [{ number: '' }, { number: 'Card Number is required.' }],
    [{ number: '4111 1111 1111 111x' }, { number: 'Card Number must be a number.' }],
    [{ number: '4111 1111 1111 1112' }, { number: 'Please enter a valid card number.' }], // Luhn
    [{ number: '4111 1111 1111 111' }, { number: 'Please enter a valid card number.' }], // 15 digits: no visa length
    [{ number: '6200000000000001' }, {}], // UnionPay skips Luhn
    [{ expiry: '' }, { expiry: 'Expiration Date is required.' }],
    [{ expiry: '13 / 28' }, { expiry: 'Please enter a valid expiration date (MM / YY).' }],
    [{ expiry: '10 / 26' }, { expiry: 'This card has expired.' }],
    [{ expiry: '11 / 26' }, {}], // the whole expiry month is valid
    [{ cvc: '' }, { cvc: 'CVC is required.' }],
    [{ cvc: '12a' }, { cvc: 'CVC must be a number.' }],
    [{ cvc: '1234' }, { cvc: 'Please enter a valid security code.' }], // visa takes 3
    [{ number: '378282246310005', cvc: '1234' }, {}], // amex takes 3 or 4
    [{ number: '', cvc: '1234' }, { number: 'Card Number is required.' }], // unknown brand: 3 or 4
  ])('%j → %j', (change, errors) => {
    expect(cardEntryErrors({ ...valid, ...change }, now)).toEqual(errors);
  });
});
