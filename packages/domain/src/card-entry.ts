import {
  cleanCardNumber,
  type CardBrand,
  detectCardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  parseExpiry,
  toAsciiDigits,
} from './card';
import { messages } from './messages';

/** What a customer types into the card form. */
export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardEntryErrors = Partial<Record<keyof CardEntry, string>>;

export const cardFieldLabels = { number: 'Card Number', expiry: 'Expiration Date', cvc: 'CVC' } as const;

/** How each card brand is named to the customer (the card fields, saved cards, orders). */
export const cardBrandLabels: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  dinersclub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  dankort: 'Dankort',
  forbrugsforeningen: 'Forbrugsforeningen',
  unionpay: 'UnionPay',
};

function numberError(value: string): string | undefined {
  const digits = cleanCardNumber(value);
  if (!digits) return messages.fieldRequired(cardFieldLabels.number);
  if (!/^\d+$/.test(digits)) return messages.mustBeNumber(cardFieldLabels.number);
  return isValidCardNumber(digits) ? undefined : messages.cardNumberInvalid;
}

function expiryError(value: string, now: Date): string | undefined {
  if (!value.trim()) return messages.fieldRequired(cardFieldLabels.expiry);
  const expiry = parseExpiry(value);
  if (!expiry || expiry.month < 1 || expiry.month > 12) return messages.cardExpiryInvalid;
  return isValidExpiry(expiry, now) ? undefined : messages.cardExpired;
}

function cvcError(value: string, number: string): string | undefined {
  const digits = toAsciiDigits(value).trim();
  if (!digits) return messages.fieldRequired(cardFieldLabels.cvc);
  if (!/^\d+$/.test(digits)) return messages.mustBeNumber(cardFieldLabels.cvc);
  return isValidCvc(digits, detectCardBrand(number)) ? undefined : messages.cardCvcInvalid;
}

/**
 * The card form's field messages (spec §5 rules): the storefront shows them before submitting, the
 * API answers with the same ones. Empty when the card may go to the payment gateway.
 */
export function cardEntryErrors(entry: CardEntry, now: Date): CardEntryErrors {
  const errors: CardEntryErrors = {
    number: numberError(entry.number),
    expiry: expiryError(entry.expiry, now),
    cvc: cvcError(entry.cvc, entry.number),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
