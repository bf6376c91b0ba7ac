import type { ErrorCode } from '@chairside/contracts';
import { messages } from '@chairside/domain';

/** The checkout form's fields that can carry a message. */
/** `card` is the payment gateway's card fields (a new card), which show the card's own messages themselves. */
export type CheckoutField =
  'shippingAddressId' | 'billingAddressId' | 'shippingMethodId' | 'poNumber' | 'payment' | 'card';

export interface CheckoutFormState {
  /**
   * The Idempotency-Key of the next submit: the same one after an unanswered attempt, a new one after a settled
   * refusal.
   */
  idempotencyKey?: string;
  formError?: string;
  fieldErrors?: Partial<Record<CheckoutField, string>>;
}

export const checkoutTexts = {
  orderFailed: 'We could not place your order. Please try again.',
  orderUnanswered: 'We could not confirm your order yet. Please try again: your order will not be placed twice.',
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart has changed. Please review it before placing the order.',
  chooseShippingAddress: 'Shipping Address is required.',
  chooseBillingAddress: 'Billing Address is required.',
  chooseShippingMethod: 'Shipping Method is required.',
  chooseCard: 'Choose a saved card or enter a new one.',
  /** Under the card fields, which say what is wrong next to the field. */
  checkCard: 'Please check your card details.',
  poNumberTooLong: (max: number) => `PO Number must be at most ${max} characters long.`,
  /** Shown on /checkout/cart after a reprice changed prices (spec §4: the customer reviews the cart). */
  pricesChanged: 'Prices in your cart have changed. Please review your cart before placing the order.',
} as const;

/** A refused or failed API call as the order service or the cards endpoint answered it. */
export interface ApiFailure {
  status: number;
  code: ErrorCode | undefined;
  message: string;
  field: string | undefined;
}

export type FailureOutcome =
  | { kind: 'signIn' }
  | { kind: 'repriced' }
  /**
   * `retrySameKey`: the attempt may not have been settled (timeout, 5xx, still running): trying again must replay it.
   */
  | { kind: 'form'; formError?: string; fieldErrors?: CheckoutFormState['fieldErrors']; retrySameKey: boolean };

const cardFields: Record<string, CheckoutField> = {
  token: 'card',
  card_uuid: 'payment',
};

/**
 * What the customer sees when POST /ct/hs-orders (or the card's POST /mw/cards before it) did not
 * place the order. Field problems go next to their field; the rest is one message for the form.
 */
export function failureOutcome(failure: ApiFailure): FailureOutcome {
  if (failure.status === 401) return { kind: 'signIn' };
  if (failure.code === 'PriceChanged') return { kind: 'repriced' };
  if (failure.status === 429)
    return { kind: 'form', formError: failure.message || messages.tooManyCardAttempts, retrySameKey: true };
  if (failure.status >= 500 || failure.status === 409 || failure.status === 408) {
    const gateway = failure.code === 'PaymentGatewayTimeout' || failure.code === 'PaymentGatewayError';
    return {
      kind: 'form',
      formError: gateway ? messages.paymentServiceUnavailable : checkoutTexts.orderUnanswered,
      retrySameKey: true,
    };
  }
  const message = failure.message || checkoutTexts.orderFailed;
  switch (failure.code) {
    case 'CardDeclined':
    case 'CardExpired':
      return { kind: 'form', fieldErrors: { payment: message }, formError: message, retrySameKey: false };
    case 'InvalidField':
      return {
        kind: 'form',
        fieldErrors: { [cardFields[failure.field ?? ''] ?? 'payment']: message },
        formError: messages.formInvalid,
        retrySameKey: false,
      };
    case 'AddressNotEligible':
    case 'DeaLicenseRequired':
      return { kind: 'form', fieldErrors: { shippingAddressId: message }, formError: message, retrySameKey: false };
    default:
      if (failure.field === 'shippingAddress')
        return { kind: 'form', fieldErrors: { shippingAddressId: message }, formError: message, retrySameKey: false };
      if (failure.field === 'card_uuid' || failure.status === 404)
        return {
          kind: 'form',
          formError: failure.field === 'card_uuid' ? message : checkoutTexts.cartChanged,
          retrySameKey: false,
        };
      return { kind: 'form', formError: message, retrySameKey: false };
  }
}
