import { describe, expect, it } from 'vitest';
import { orderAddressFromCart } from './orders';

describe('orderAddressFromCart', () => {
  it('keeps what the cart address says and leaves out what it does not', () => {
    const snapshot = orderAddressFromCart({
      id: 'adr1',
      key: 'office-1',
      firstName: 'Dana',
      lastName: 'Whitfield',
      company: 'Bright Smiles Dental Group',
      streetName: 'Market St',
      streetNumber: '1200',
      apartment: null,
      additionalStreetInfo: null,
      postalCode: '19107',
      city: 'Philadelphia',
      state: 'PA',
      country: 'US',
      phone: null,
      email: null,
      shippingAccountNumber: 'SA-100245',
      billingAccountNumber: 'BA-100245',
      warehouseChannelId: null,
      businessUnitId: 'bu-1',
      hasActiveDeaLicense: true,
      deaExpiresOn: '2027-01-01',
      eligibleForOnlineOrdering: true,
    });
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual({
      id: 'adr1',
      firstName: 'Dana',
      lastName: 'Whitfield',
      company: 'Bright Smiles Dental Group',
      streetName: 'Market St',
      streetNumber: '1200',
      postalCode: '19107',
      city: 'Philadelphia',
      state: 'PA',
      country: 'US',
      shippingAccountNumber: 'SA-100245',
      hasActiveDeaLicense: true,
    });
  });
});
