import { checkoutMessages, deaMessages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { address, cart, customer, method } from './checkout-fixtures.test-helpers';
import {
  billingAddressOptions,
  initialChoice,
  paymentOptions,
  shippingAddressOptions,
  shippingOptions,
} from './checkout-view';

const flags = (checkoutDeclined: boolean, checkoutApproved: boolean, termsAllowed: boolean) => ({
  checkoutDeclined,
  checkoutApproved,
  termsAllowed,
});

describe('paymentOptions (spec §5 checkout permission)', () => {
  it.each([
    {
      name: 'declined wins over approval and terms',
      input: flags(true, true, true),
      expected: { allowed: false, message: checkoutMessages.CheckoutDeclined },
    },
    {
      name: 'not approved',
      input: flags(false, false, true),
      expected: { allowed: false, message: checkoutMessages.CheckoutNotApproved },
    },
    {
      name: 'approved with terms: on account and card',
      input: flags(false, true, true),
      expected: { allowed: true, onAccount: true },
    },
    {
      name: 'approved without terms: card only',
      input: flags(false, true, false),
      expected: { allowed: true, onAccount: false },
    },
  ])('$name', ({ input, expected }) => {
    expect(paymentOptions(input)).toEqual(expected);
  });

  it('tells a declined office whom to call', () => {
    const result = paymentOptions(flags(true, true, true));
    expect(result.allowed === false && result.message).toMatch(/call customer service at [\d-]+/);
  });
});

describe('shippingAddressOptions', () => {
  const addresses = [
    address('plain'),
    address('dea', { has_active_dea_license: true }),
    address('no-account', { hs_shipping_account_number: undefined }),
    address('blocked-by-service', { eligible_for_online_ordering: false }),
    address('billing-only'),
  ];
  const buyer = customer(addresses, {}, ['billing-only']);

  it('lists only shipping addresses that can be ordered to online (a shipping account number, not blocked)', () => {
    expect(
      shippingAddressOptions(buyer, cart([{ sku: 'A' }]), '2026-11-21').map((option) => [option.id, option.blocked]),
    ).toEqual([
      ['plain', undefined],
      ['dea', undefined],
    ]);
  });

  it('with a controlled line, blocks addresses without an active DEA license and says why', () => {
    const options = shippingAddressOptions(buyer, cart([{ sku: 'A' }, { sku: 'C', controlled: true }]), '2026-11-21');
    expect(options.map((option) => [option.id, option.blocked])).toEqual([
      ['plain', deaMessages.NoActiveDeaLicense],
      ['dea', undefined],
    ]);
    expect(options[1]?.deaApproved).toBe(true);
  });

  it('shows billing addresses from the billing list only', () => {
    expect(billingAddressOptions(buyer).map((option) => option.id)).toEqual(['billing-only']);
  });
});

describe('shippingOptions', () => {
  it('sorts by rate, cheapest first, and prices free shipping above its threshold', () => {
    const options = shippingOptions(
      [method('overnight', 4500), method('ground', 1200, 5000), method('two-day', 2500)],
      6000,
    );
    expect(options.map((option) => [option.id, option.price])).toEqual([
      ['ground', 'Free'],
      ['two-day', '$25.00'],
      ['overnight', '$45.00'],
    ]);
  });

  it('charges the rate under the threshold', () => {
    expect(shippingOptions([method('ground', 1200, 5000)], 4999)[0]?.price).toBe('$12.00');
  });
});

describe('initialChoice', () => {
  const options = [{ id: 'a', blocked: 'no DEA' }, { id: 'b' }, { id: 'c' }];
  it.each([
    { preferred: ['c', 'b'], expected: 'c' },
    { preferred: ['a', 'b'], expected: 'b' },
    { preferred: [undefined, 'x'], expected: 'b' },
  ])('prefers $preferred when allowed → $expected', ({ preferred, expected }) => {
    expect(initialChoice(options, ...preferred)).toBe(expected);
  });

  it('has nothing to choose when every option is blocked', () => {
    expect(initialChoice([{ id: 'a', blocked: 'x' }])).toBeUndefined();
  });
});
