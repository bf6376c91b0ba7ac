import type { Customer, CustomerAddress } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { locationOptions } from './location-options';

function address(id: string, overrides: Partial<CustomerAddress> = {}, dea = false): CustomerAddress {
  return {
    id,
    country: 'US',
    streetNumber: '1200',
    streetName: 'Market St',
    city: 'Philadelphia',
    state: 'PA',
    postalCode: '19107',
    custom: {
      type: { typeId: 'type', id: 'address-type' },
      fields: {
        business_unit: 'bu',
        has_active_dea_license: dea,
        eligible_for_online_ordering: true,
        hs_shipping_account_number: 'SA-1',
      },
    },
    ...overrides,
  } as CustomerAddress;
}

const customer = (addresses: CustomerAddress[], shippingAddressIds: string[], defaultShippingAddressId?: string) =>
  ({ addresses, shippingAddressIds, defaultShippingAddressId }) as unknown as Customer;

describe('locationOptions', () => {
  it('lists only shipping addresses, with a short summary, and the current default', () => {
    const result = locationOptions(
      customer(
        [
          address('a', { company: 'Main Office' }, true),
          address('b', { city: 'Cherry Hill', state: 'NJ' }),
          address('billing'),
        ],
        ['a', 'b'],
        'b',
      ),
    );
    expect(result.currentId).toBe('b');
    expect(result.options.map((option) => [option.id, option.summary, option.deaApproved])).toEqual([
      ['a', 'Main Office · Philadelphia, PA', true],
      ['b', '1200 Market St · Cherry Hill, NJ', false],
    ]);
  });

  it('has no current address when the default is not one of the shipping addresses', () => {
    expect(locationOptions(customer([address('a')], ['a'], 'billing')).currentId).toBeUndefined();
    expect(locationOptions(customer([address('a')], ['a'])).currentId).toBeUndefined();
  });
});
