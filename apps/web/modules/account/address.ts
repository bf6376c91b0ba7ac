import type { CustomerAddress } from '@chairside/contracts';
import { isEligibleForOnlineOrdering } from '@chairside/domain';

export function addressLines(address: CustomerAddress): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.company, name, street, address.apartment, address.additionalStreetInfo, cityLine, address.phone].filter((line): line is string => Boolean(line));
}

export function addressEligible(address: CustomerAddress): boolean {
  return isEligibleForOnlineOrdering({
    shippingAccountNumber: address.custom.fields.hs_shipping_account_number ?? null,
    eligibleForOnlineOrdering: address.custom.fields.eligible_for_online_ordering,
  });
}
