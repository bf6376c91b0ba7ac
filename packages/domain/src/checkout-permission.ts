import { support } from './store-info';

/**
 * Who may check out and how (spec §5 "Checkout permission follows checkout_declined,
 * checkout_approved, terms_allowed"; DESIGN.md §4: without a card the order is placed on account,
 * Net 30, which only an office with terms may do). The flags are the office's.
 */
export interface CheckoutFlags {
  checkoutDeclined: boolean;
  checkoutApproved: boolean;
  termsAllowed: boolean;
}

export type PaymentChoice = 'card' | 'on-account';

export type CheckoutRefusal = 'CheckoutDeclined' | 'CheckoutNotApproved' | 'PaymentTermsNotAllowed';

const callUs = `Please call customer service at ${support.phone} (${support.hours}).`;

/** What the customer is told, with whom to call where only customer service can help. */
export const checkoutMessages: Record<CheckoutRefusal, string> = {
  CheckoutDeclined: `Online checkout has been declined for this account. ${callUs}`,
  CheckoutNotApproved: `This account is not yet approved for online checkout. ${callUs}`,
  PaymentTermsNotAllowed: 'Payment on account (Net 30) is not available for this office. Please pay by card.',
};

/** Why this office may not check out with `payment`, or undefined when it may. A decline wins over everything. */
export function checkoutRefusal(flags: CheckoutFlags, payment: PaymentChoice): CheckoutRefusal | undefined {
  if (flags.checkoutDeclined) return 'CheckoutDeclined';
  if (!flags.checkoutApproved) return 'CheckoutNotApproved';
  if (payment === 'on-account' && !flags.termsAllowed) return 'PaymentTermsNotAllowed';
  return undefined;
}
