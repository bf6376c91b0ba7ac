import type { Customer, CustomerAddress } from '@chairside/contracts';
import type { AddressRecord, CustomerRecord, OfficeRecord } from '@chairside/db';
import { nameBasedId } from '../../ids/name-based-id';

/** The custom types of customers and addresses (fixed; we define them, nobody creates them). */
export const customerTypeId = nameBasedId('type:customer');
export const addressTypeId = nameBasedId('type:address');

/** Copies the value when it is set: commercetools omits unset optional fields instead of sending null. */
function optional<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/** The fields an address view shows: a stored address, or the copy a cart keeps of one (without an external id). */
type AddressFields = Pick<
  AddressRecord,
  | 'id'
  | 'key'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'streetName'
  | 'streetNumber'
  | 'apartment'
  | 'additionalStreetInfo'
  | 'postalCode'
  | 'city'
  | 'state'
  | 'country'
  | 'phone'
  | 'email'
  | 'shippingAccountNumber'
  | 'businessUnitId'
  | 'hasActiveDeaLicense'
  | 'eligibleForOnlineOrdering'
> & { externalId?: string | null };

export function toAddress(address: AddressFields): CustomerAddress {
  return {
    id: address.id,
    ...optional('key', address.key),
    ...optional('firstName', address.firstName),
    ...optional('lastName', address.lastName),
    ...optional('company', address.company),
    ...optional('streetName', address.streetName),
    ...optional('streetNumber', address.streetNumber),
    ...optional('apartment', address.apartment),
    ...optional('additionalStreetInfo', address.additionalStreetInfo),
    ...optional('postalCode', address.postalCode),
    ...optional('city', address.city),
    ...optional('state', address.state),
    country: address.country,
    ...optional('phone', address.phone),
    ...optional('email', address.email),
    custom: {
      type: { typeId: 'type', id: addressTypeId },
      fields: {
        ...optional('hs_shipping_account_number', address.shippingAccountNumber),
        ...optional('external_id', address.externalId),
        business_unit: address.businessUnitId,
        has_active_dea_license: address.hasActiveDeaLicense,
        eligible_for_online_ordering: address.eligibleForOnlineOrdering,
      },
    },
  };
}

export interface CustomerView {
  customer: CustomerRecord;
  /** The session's active office; its terms, approval flags and contract apply. */
  office: OfficeRecord | undefined;
  addresses: AddressRecord[];
  /** The default after the spec §4 rules, which may differ from the stored one. */
  defaultShippingAddressId: string | undefined;
}

/** A representative reading "me" (issue 18): whom it acts for, if anyone. */
export interface RepresentativeView {
  impersonatingEmail: string | undefined;
}

/**
 * The commercetools Customer of the active office; the password hash never leaves the server. A representative's
 * reads say so (is_sales_rep) and name the customer it acts for (is_impersonating_email).
 */
export function toCustomer(
  { customer, office, addresses, defaultShippingAddressId }: CustomerView,
  representative?: RepresentativeView,
): Customer {
  const billing = addresses.filter((address) => address.isBilling);
  const defaultBilling = billing.find((address) => address.id === customer.defaultBillingAddressId) ?? billing[0];
  return {
    id: customer.id,
    version: customer.version,
    email: customer.email,
    ...optional('firstName', customer.firstName),
    ...optional('lastName', customer.lastName),
    ...optional('externalId', customer.externalId),
    addresses: addresses.map(toAddress),
    shippingAddressIds: addresses.filter((address) => address.isShipping).map((address) => address.id),
    billingAddressIds: billing.map((address) => address.id),
    ...optional('defaultShippingAddressId', defaultShippingAddressId),
    ...optional('defaultBillingAddressId', defaultBilling?.id),
    isEmailVerified: false,
    authenticationMode: 'Password',
    stores: [],
    customerGroupAssignments: [],
    custom: {
      type: { typeId: 'type', id: customerTypeId },
      fields: {
        ...(office?.pricingContractChannelId
          ? { pricing_contract: { typeId: 'channel' as const, id: office.pricingContractChannelId } }
          : {}),
        // Terms, approval and buying group are the office's; a customer without an office keeps its own.
        checkout_declined: office?.checkoutDeclined ?? customer.checkoutDeclined,
        checkout_approved: office?.checkoutApproved ?? customer.checkoutApproved,
        // Enrolment is the active office's (issue 19): a customer without an office is not enrolled.
        asap_enrolled: office?.asapEnrolled ?? false,
        ...optional('buying_group', office ? office.buyingGroup : customer.buyingGroup),
        terms_allowed: office?.termsAllowed ?? customer.termsAllowed,
        ...optional('practice_name', customer.practiceName),
        ...optional('practice_type', customer.practiceType),
        ...optional('job_function', customer.jobFunction),
        is_sales_rep: customer.isSalesRep || representative !== undefined,
        ...optional('is_impersonating_email', representative?.impersonatingEmail),
        no_address_message_sent: customer.noAddressMessageSent,
      },
    },
    createdAt: customer.createdAt.toISOString(),
    lastModifiedAt: customer.lastModifiedAt.toISOString(),
  };
}
