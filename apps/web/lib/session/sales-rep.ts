import type { Customer } from '@chairside/contracts';
import { firstApiError, type ApiReply } from '@/lib/api/account-client';

/**
 * A sales representative signs in with a customer record of its own (custom field is_sales_rep) and acts for a
 * practice only once it has synced the session to one (spec §4, issue 18): GET /aces/me then names that customer in
 * is_impersonating_email. Until then it has no cart, prices, stock, orders, cards or offices: the API answers such calls
 * with 403 SubjectRequired, so the storefront does not make them and asks for a customer to be selected instead.
 */
export function syncedCustomerEmailOf(customer: Customer): string | undefined {
  return customer.custom.fields.is_impersonating_email || undefined;
}

/** A representative, synced or not: the sales rep bar and Switch Customer are its. */
export function isSalesRep(customer: Customer): boolean {
  return customer.custom.fields.is_sales_rep || syncedCustomerEmailOf(customer) !== undefined;
}

export function isSalesRepWithoutCustomer(customer: Customer): boolean {
  return isSalesRep(customer) && syncedCustomerEmailOf(customer) === undefined;
}

/** The API's answer to a call made for a customer by a session that acts for none. */
export function isCustomerRequiredReply(reply: ApiReply): boolean {
  return reply.status === 403 && firstApiError(reply.body)?.code === 'SubjectRequired';
}
