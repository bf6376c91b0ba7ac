import type { CustomerAddress } from '@chairside/contracts';

export function addressLines(address: CustomerAddress): string[] {
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
