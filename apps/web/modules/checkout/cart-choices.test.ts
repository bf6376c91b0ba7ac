import { describe, expect, it } from 'vitest';
import { changesShippingAddress, choiceActions } from './cart-choices';
import { cart } from './checkout-fixtures.test-helpers';

const withChoices = cart([{ sku: 'A' }], {
  shippingAddress: { id: 'ship-1' } as never,
  billingAddress: { id: 'bill-1' } as never,
  shippingInfo: { shippingMethod: { typeId: 'shipping-method', id: 'ground' } } as never,
});

describe('choiceActions', () => {
  it('sends nothing when the cart already holds the choices', () => {
    expect(
      choiceActions(withChoices, {
        shippingAddressId: 'ship-1',
        billingAddressId: 'bill-1',
        shippingMethodId: 'ground',
      }),
    ).toEqual([]);
  });

  it('sets only what differs, the address before the method', () => {
    const actions = choiceActions(cart([{ sku: 'A' }]), { shippingMethodId: 'ground', shippingAddressId: 'ship-2' });
    expect(actions).toEqual([
      { action: 'setShippingAddress', address: { id: 'ship-2' } },
      { action: 'setShippingMethod', shippingMethod: { id: 'ground' } },
    ]);
    expect(changesShippingAddress(actions)).toBe(true);
    expect(changesShippingAddress(choiceActions(withChoices, { billingAddressId: 'bill-2' }))).toBe(false);
  });
});
