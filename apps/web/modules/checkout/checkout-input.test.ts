import { messages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { checkoutInputErrors, checkoutInputOf, newCardChoice, type CheckoutInput } from './checkout-input';
import { checkoutTexts } from './place-order-outcome';

const now = new Date('2026-11-21T12:00:00Z');
const base: CheckoutInput = {
  shippingAddressId: 'ship',
  billingAddressId: 'bill',
  shippingMethodId: 'ground',
  poNumber: '',
  payment: 'on-account',
  cardUuid: '',
  card: { number: '', expiry: '', cvc: '' },
  saveCard: false,
};
const check = (input: Partial<CheckoutInput>, onAccountAllowed = true) => checkoutInputErrors({ ...base, ...input }, { onAccountAllowed, billingRequired: true, now });

describe('checkoutInputErrors', () => {
  it.each([
    { name: 'complete on account', input: {}, expected: {} },
    { name: 'no shipping address', input: { shippingAddressId: '' }, expected: { shippingAddressId: checkoutTexts.chooseShippingAddress } },
    { name: 'no shipping method', input: { shippingMethodId: '' }, expected: { shippingMethodId: checkoutTexts.chooseShippingMethod } },
    { name: 'PO number of 50 characters', input: { poNumber: 'P'.repeat(50) }, expected: {} },
    { name: 'PO number of 51 characters', input: { poNumber: 'P'.repeat(51) }, expected: { poNumber: checkoutTexts.poNumberTooLong(50) } },
    { name: 'saved card', input: { payment: 'card' as const, cardUuid: 'card-1' }, expected: {} },
    { name: 'card without a choice', input: { payment: 'card' as const, cardUuid: '' }, expected: { payment: checkoutTexts.chooseCard } },
    { name: 'valid new card', input: { payment: 'card' as const, cardUuid: newCardChoice, card: { number: '4111 1111 1111 1111', expiry: '12 / 30', cvc: '123' } }, expected: {} },
    {
      name: 'new card failing the spec §5 rules',
      input: { payment: 'card' as const, cardUuid: newCardChoice, card: { number: '4111 1111 1111 1112', expiry: '10 / 26', cvc: '12' } },
      expected: { number: messages.cardNumberInvalid, expiry: messages.cardExpired, cvc: messages.cardCvcInvalid },
    },
  ])('$name', ({ input, expected }) => {
    expect(check(input)).toEqual(expected);
  });

  it('refuses on account for an office without terms', () => {
    expect(check({ payment: 'on-account' }, false)).toEqual({ payment: messages.fieldRequired('Payment Method') });
  });
});

describe('checkoutInputOf', () => {
  it('reads the form, trims the PO number and ignores an unknown payment', () => {
    const data = new FormData();
    data.set('poNumber', '  PO-7 ');
    data.set('payment', 'bitcoin');
    data.set('saveCard', 'on');
    expect(checkoutInputOf(data)).toMatchObject({ poNumber: 'PO-7', payment: '', saveCard: true, shippingAddressId: '' });
  });
});
