import type { Customer, CustomerAddress } from '@chairside/contracts';
import { addressLines } from '@/modules/account/address';

/** One shipping address of the active office as the header's location modal lists it. */
export interface LocationOption {
  id: string;
  /** The address as printed on a label. */
  lines: string[];
  /** A short name for the header: the company (or street) and the city. */
  summary: string;
  deaApproved: boolean;
}

function summary(address: CustomerAddress): string {
  const place = address.company ?? [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const city = [address.city, address.state].filter(Boolean).join(', ');
  return [place, city].filter(Boolean).join(' · ');
}

/** The active office's shipping addresses (billing-only ones cannot be shipped to) and the current default. */
export function locationOptions(customer: Customer): { options: LocationOption[]; currentId: string | undefined } {
  const shipping = customer.addresses.filter((address) => customer.shippingAddressIds.includes(address.id));
  return {
    options: shipping.map((address) => ({
      id: address.id,
      lines: addressLines(address),
      summary: summary(address),
      deaApproved: address.custom.fields.has_active_dea_license,
    })),
    currentId: shipping.some((address) => address.id === customer.defaultShippingAddressId)
      ? customer.defaultShippingAddressId
      : undefined,
  };
}
