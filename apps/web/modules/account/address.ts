import type { CustomerAddress } from '@chairside/contracts';

type AddressFields = Pick<
  CustomerAddress,
  | 'company'
  | 'firstName'
  | 'lastName'
  | 'streetNumber'
  | 'streetName'
  | 'apartment'
  | 'additionalStreetInfo'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'phone'
>;

/** The lines an address is shown in, for the customer's addresses and an order's (as it was when placed). */
export function addressLines(address: AddressFields): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.company,
    name,
    street,
    address.apartment,
    address.additionalStreetInfo,
    cityLine,
    address.phone,
  ].filter((line): line is string => Boolean(line));
}
