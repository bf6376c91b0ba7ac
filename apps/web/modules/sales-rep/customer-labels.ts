import type { RepCustomer } from '@chairside/contracts';

/** The person's name, or its email when the record has none. */
export function repCustomerName(customer: Pick<RepCustomer, 'first_name' | 'last_name' | 'email'>): string {
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email;
}

/** The practice, else the office: what a representative calls the customer. */
export function repCustomerPractice(customer: Pick<RepCustomer, 'practice_name' | 'office'>): string {
  return customer.practice_name || customer.office.name;
}

/** "Account 100200 · Shipping 100201, 100202": the numbers a representative is asked for on the phone. */
export function accountNumbersLabel(office: RepCustomer['office']): string {
  const shipping = office.shipping_account_numbers;
  return [`Account ${office.account_number}`, shipping.length > 0 ? `Shipping ${shipping.join(', ')}` : undefined]
    .filter(Boolean)
    .join(' · ');
}

/** What a search's live region announces once the results are in. */
export function resultCountLabel(shown: number, total: number): string {
  if (total === 0) return 'No customers match.';
  const noun = total === 1 ? 'customer' : 'customers';
  return shown < total ? `${total} ${noun} found, first ${shown} shown.` : `${total} ${noun} found.`;
}
