import { cardTokenSchema } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import { newCardChoice } from '@/modules/payments/card-choice';
import { checkoutTexts, type CheckoutFormState } from './place-order-outcome';

/** Contract limit of po_number (POST /ct/hs-orders). */
export const poNumberMaxLength = 50;

export interface CheckoutInput {
  shippingAddressId: string;
  billingAddressId: string;
  shippingMethodId: string;
  poNumber: string;
  payment: 'on-account' | 'card' | '';
  /** A saved card's uuid, or newCardChoice. */
  cardUuid: string;
  /** A new card: the token the payment gateway's card fields gave the page for it. */
  cardToken: string;
  saveCard: boolean;
}

/** The form as submitted; anything missing reads as empty (the checks below name it). */
export function checkoutInputOf(data: { get(name: string): unknown }): CheckoutInput {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const payment = text('payment');
  return {
    shippingAddressId: text('shippingAddressId'),
    billingAddressId: text('billingAddressId'),
    shippingMethodId: text('shippingMethodId'),
    poNumber: text('poNumber').trim(),
    payment: payment === 'on-account' || payment === 'card' ? payment : '',
    cardUuid: text('cardUuid'),
    cardToken: text('cardToken'),
    saveCard: text('saveCard') === 'on',
  };
}

/**
 * The checks made before anything is sent (browser first, the server again): every choice made,
 * the PO number within its limit, on-account only for an office with terms, a new card's token
 * (the card fields checked the card itself by the spec §5 rules). The API checks all of it again
 * when the order is placed.
 */
export function checkoutInputErrors(
  input: CheckoutInput,
  { onAccountAllowed, billingRequired }: { onAccountAllowed: boolean; billingRequired: boolean },
): NonNullable<CheckoutFormState['fieldErrors']> {
  const errors: NonNullable<CheckoutFormState['fieldErrors']> = {};
  if (!input.shippingAddressId) errors.shippingAddressId = checkoutTexts.chooseShippingAddress;
  if (billingRequired && !input.billingAddressId) errors.billingAddressId = checkoutTexts.chooseBillingAddress;
  if (!input.shippingMethodId) errors.shippingMethodId = checkoutTexts.chooseShippingMethod;
  if (input.poNumber.length > poNumberMaxLength) errors.poNumber = checkoutTexts.poNumberTooLong(poNumberMaxLength);
  if (input.payment === '' || (input.payment === 'on-account' && !onAccountAllowed))
    errors.payment = messages.fieldRequired('Payment Method');
  if (input.payment === 'card') {
    if (!input.cardUuid) errors.payment = checkoutTexts.chooseCard;
    else if (input.cardUuid === newCardChoice && !cardTokenSchema.safeParse(input.cardToken).success)
      errors.card = messages.cardDetailsRequired;
  }
  return errors;
}
