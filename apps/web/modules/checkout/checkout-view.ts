import type { Cart, Customer, CustomerAddress, ShippingMethod } from '@chairside/contracts';
import {
  checkoutMessages,
  checkoutRefusal,
  deaAddressProblem,
  deaMessages,
  formatMoney,
  isEligibleForOnlineOrdering,
  shippingAmount,
  type CheckoutFlags,
} from '@chairside/domain';
import { addressLines } from '@/modules/account/address';

/** A shipping address the customer may pick at checkout; `blocked` says why it cannot take this cart. */
export interface AddressOption {
  id: string;
  lines: string[];
  deaApproved: boolean;
  blocked: string | undefined;
}

export interface ShippingOption {
  id: string;
  name: string;
  price: string;
  rateCentAmount: number;
}

export type PaymentOptions = { allowed: false; message: string } | { allowed: true; onAccount: boolean };

export const officeFlags = (customer: Customer): CheckoutFlags => ({
  checkoutDeclined: customer.custom.fields.checkout_declined,
  checkoutApproved: customer.custom.fields.checkout_approved,
  termsAllowed: customer.custom.fields.terms_allowed,
});

/**
 * Spec §5 checkout permission for the page: a declined or unapproved office is told why and whom
 * to call; "on account (Net 30)" is offered only to an office with terms, a card to every other.
 */
export function paymentOptions(flags: CheckoutFlags): PaymentOptions {
  const refusal = checkoutRefusal(flags, 'card');
  if (refusal) return { allowed: false, message: checkoutMessages[refusal] };
  return { allowed: true, onAccount: checkoutRefusal(flags, 'on-account') === undefined };
}

/**
 * The active office's shipping addresses that may be ordered to online (a shipping account number,
 * not blocked by customer service). With controlled lines in the cart, an address without an
 * active DEA license is listed but blocked, with the DEA rule's message.
 */
export function shippingAddressOptions(customer: Customer, cart: Cart, today: string): AddressOption[] {
  const controlled = cart.lineItems.some((line) => line.custom.fields.requires_active_dea_license);
  return customer.addresses
    .filter((address) => customer.shippingAddressIds.includes(address.id))
    .filter((address) =>
      isEligibleForOnlineOrdering({
        shippingAccountNumber: address.custom.fields.hs_shipping_account_number ?? null,
        eligibleForOnlineOrdering: address.custom.fields.eligible_for_online_ordering,
      }),
    )
    .map((address) => {
      const deaApproved = address.custom.fields.has_active_dea_license;
      // The address view carries no expiry date; the API checks it again when the order is placed.
      const problem = controlled
        ? deaAddressProblem({ hasActiveDeaLicense: deaApproved, deaExpiresOn: null }, today)
        : undefined;
      return {
        id: address.id,
        lines: addressLines(address),
        deaApproved,
        blocked: problem ? deaMessages[problem] : undefined,
      };
    });
}

export function billingAddressOptions(customer: Customer): { id: string; lines: string[] }[] {
  return customer.addresses
    .filter((address) => customer.billingAddressIds.includes(address.id))
    .map((address: CustomerAddress) => ({ id: address.id, lines: addressLines(address) }));
}

/** The shipping methods cheapest first (spec §7), each priced for this cart (free above its threshold). */
export function shippingOptions(methods: readonly ShippingMethod[], lineItemsTotal: number): ShippingOption[] {
  return methods
    .flatMap((method) => {
      const rate = method.zoneRates[0]?.shippingRates[0];
      if (!rate) return [];
      const cents = shippingAmount(
        { rateCentAmount: rate.price.centAmount, freeAboveCentAmount: rate.freeAbove?.centAmount ?? null },
        lineItemsTotal,
      );
      return [
        {
          id: method.id,
          name: method.localizedName?.['en-US'] ?? method.name,
          price: cents === 0 ? 'Free' : formatMoney(cents),
          rateCentAmount: rate.price.centAmount,
        },
      ];
    })
    .sort((a, b) => a.rateCentAmount - b.rateCentAmount);
}

/**
 * What the form starts with: the cart's own choice when still allowed, else the customer's default, else the first
 * allowed.
 */
export function initialChoice<T extends { id: string; blocked?: string | undefined }>(
  options: readonly T[],
  ...preferred: (string | undefined)[]
): string | undefined {
  const usable = options.filter((option) => !option.blocked);
  return preferred.map((id) => usable.find((option) => option.id === id)).find(Boolean)?.id ?? usable[0]?.id;
}
