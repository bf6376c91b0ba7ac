import { describe, expect, it } from 'vitest';
import { checkoutMessages, checkoutRefusal, type CheckoutFlags, type PaymentChoice } from './checkout-permission';
import { support } from './store-info';

const flags = (declined: boolean, approved: boolean, terms: boolean): CheckoutFlags => ({
  checkoutDeclined: declined,
  checkoutApproved: approved,
  termsAllowed: terms,
});

describe('checkoutRefusal (spec §5: checkout_declined, checkout_approved, terms_allowed)', () => {
  it.each<[CheckoutFlags, PaymentChoice, ReturnType<typeof checkoutRefusal>]>([
    [flags(false, true, true), 'card', undefined],
    [flags(false, true, true), 'on-account', undefined],
    [flags(false, true, false), 'card', undefined],
    [flags(false, true, false), 'on-account', 'PaymentTermsNotAllowed'],
    [flags(true, true, true), 'card', 'CheckoutDeclined'],
    [flags(true, false, false), 'on-account', 'CheckoutDeclined'],
    [flags(false, false, true), 'card', 'CheckoutNotApproved'],
    [flags(false, false, false), 'on-account', 'CheckoutNotApproved'],
  ])('%j paying %s → %s', (office, payment, expected) => {
    expect(checkoutRefusal(office, payment)).toBe(expected);
  });

  it('tells a declined or unapproved account whom to call', () => {
    expect(checkoutMessages.CheckoutDeclined).toContain(support.phone);
    expect(checkoutMessages.CheckoutNotApproved).toContain(support.phone);
  });
});
