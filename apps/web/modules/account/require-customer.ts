import 'server-only';
import { redirect } from 'next/navigation';
import { getCurrentCustomer } from '../../lib/session/session';

/** The signed-in customer for a login-required page; the proxy already sent anonymous visitors to login. */
export async function requireCustomerPage(path: string) {
  const customer = await getCurrentCustomer();
  if (!customer) redirect(`/customer/account/login?redirect=${encodeURIComponent(path)}`);
  return customer;
}
