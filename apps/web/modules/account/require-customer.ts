import 'server-only';
import type { Customer } from '@chairside/contracts';
import { redirect } from 'next/navigation';
import { loginPath } from '@/lib/proxy/account-routes';
import { isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';
import { getCurrentCustomer } from '@/lib/session/session';

/**
 * The signed-in customer for a login-required page. The proxy already sent anonymous visitors to
 * login; a session the API refuses goes through the session check, which renews or clears it.
 */
export async function requireCustomerPage(path: string) {
  const customer = await getCurrentCustomer();
  if (!customer) redirect(`/customer/account/session?redirect=${encodeURIComponent(path)}`);
  return customer;
}

/**
 * The customer a login-required page acts for (its cart, orders, addresses, cards); undefined for a
 * sales representative acting for none, to whom the page says so (CustomerRequired) instead.
 */
export async function requireCustomerToActFor(path: string): Promise<Customer | undefined> {
  const customer = await requireCustomerPage(path);
  return isSalesRepWithoutCustomer(customer) ? undefined : customer;
}

/** The signed-in customer for a Server Action; without one the visitor goes to the login form (and back to `path`). */
export async function requireCustomerForAction(path?: string): Promise<Customer> {
  const customer = await getCurrentCustomer();
  if (!customer) redirect(path ? `${loginPath}?redirect=${encodeURIComponent(path)}` : loginPath);
  return customer;
}
