import 'server-only';
import { redirect } from 'next/navigation';
import { getCurrentCustomer } from '../../lib/session/session';

/**
 * The signed-in customer for a login-required page. The proxy already sent anonymous visitors to
 * login; a session the API refuses goes through the session check, which renews or clears it.
 */
export async function requireCustomerPage(path: string) {
  const customer = await getCurrentCustomer();
  if (!customer) redirect(`/customer/account/session?redirect=${encodeURIComponent(path)}`);
  return customer;
}
