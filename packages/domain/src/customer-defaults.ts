/** A shipping address as the default-address rules see it (spec §4). */
export interface ShippingAddressFacts {
  id: string;
  shippingAccountNumber: string | null;
  eligibleForOnlineOrdering: boolean;
}

/**
 * Whether customers may order online to the address: it needs a shipping account number
 * (hs_shipping_account_number) and must not be marked ineligible by customer service.
 */
export function isEligibleForOnlineOrdering(
  address: Pick<ShippingAddressFacts, 'shippingAccountNumber' | 'eligibleForOnlineOrdering'>,
): boolean {
  return Boolean(address.shippingAccountNumber) && address.eligibleForOnlineOrdering;
}

export interface DefaultShippingInput {
  defaultShippingAddressId: string | null;
  /** The shipping addresses of the customer's active office, in display order. */
  addresses: readonly ShippingAddressFacts[];
  noAddressMessageSent: boolean;
}

export interface DefaultShippingChoice {
  /** The default to show; undefined when no address can be ordered to. */
  addressId: string | undefined;
  /** True when addressId differs from the stored default and must be persisted. */
  changed: boolean;
  /** True when customer service must be told once that the customer has no usable address. */
  needsSupportMessage: boolean;
}

/**
 * Spec §4 customer defaults: keep the current default while it is one of the addresses and still
 * eligible; otherwise the first eligible address becomes the default; with none, customer service
 * gets one message (the flag no_address_message_sent keeps it to one).
 */
export function chooseDefaultShippingAddress({
  defaultShippingAddressId,
  addresses,
  noAddressMessageSent,
}: DefaultShippingInput): DefaultShippingChoice {
  const current = addresses.find((address) => address.id === defaultShippingAddressId);
  const chosen =
    current && isEligibleForOnlineOrdering(current) ? current : addresses.find(isEligibleForOnlineOrdering);
  if (chosen)
    return { addressId: chosen.id, changed: chosen.id !== defaultShippingAddressId, needsSupportMessage: false };
  return { addressId: undefined, changed: false, needsSupportMessage: !noAddressMessageSent };
}
