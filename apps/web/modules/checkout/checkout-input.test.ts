import { messages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { newCardChoice } from '@/modules/payments/card-choice';
import { checkoutInputErrors, checkoutInputOf, type CheckoutInput } from './checkout-input';
import { checkoutTexts } from './place-order-outcome';

const base: CheckoutInput = {
  shippingAddressId: 'ship',
  billingAddressId: 'bill',
  shippingMethodId: 'ground',
  poNumber: '',
  payment: 'on-account',
  cardUuid: '',
  cardToken: '',
  saveCard: false,
};
const check = (input: Partial<CheckoutInput>, onAccountAllowed = true) =>
  checkoutInputErrors({ ...base, ...input }, { onAccountAllowed, billingRequired: true });

describe('checkoutInputErrors', () => {
  it.each([
    { name: 'complete on account', input: {}, expected: {} },
    {
      name: 'no shipping address',
      input: { shippingAddressId: '' },
      expected: { shippingAddressId: checkoutTexts.chooseShippingAddress },
    },
    {
      name: 'no shipping method',
      input: { shippingMethodId: '' },
      expected: { shippingMethodId: checkoutTexts.chooseShippingMethod },
    },
    { name: 'PO number of 50 characters', input: { poNumber: 'P'.repeat(50) }, expected: {} },
    {
      name: 'PO number of 51 characters',
      input: { poNumber: 'P'.repeat(51) },
      expected: { poNumber: checkoutTexts.poNumberTooLong(50) },
    },
    { name: 'saved card', input: { payment: 'card' as const, cardUuid: 'card-1' }, expected: {} },
    {
      name: 'card without a choice',
      input: { payment: 'card' as const, cardUuid: '' },
      expected: { payment: checkoutTexts.chooseCard },
    },
    {
      name: 'new card with its token from the card fields',
      input: { payment: 'card' as const, cardUuid: newCardChoice, cardToken: 'tok_2b8VXqNnC7m3Qe1Lw0aZ9yTr' },
      expected: {},
    },
    {
      name: 'new card without a token',
      input: { payment: 'card' as const, cardUuid: newCardChoice, cardToken: '' },
      expected: { card: messages.cardDetailsRequired },
    },
    {
      name: 'new card with the card itself instead of a token',
      input: { payment: 'card' as const, cardUuid: newCardChoice, cardToken: '4111 1111 1111 1111' },
      expected: { card: messages.cardDetailsRequired },
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
    expect(checkoutInputOf(data)).toMatchObject({
      poNumber: 'PO-7',
      payment: '',
      saveCard: true,
      shippingAddressId: '',
    });
  });
});
