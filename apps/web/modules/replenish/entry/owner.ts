import 'server-only';
import { getRememberedCustomer } from '@/lib/session/session';
import { isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';

/**
 * Whose staged REPLENISH items this browser shows: the signed-in customer's id, or undefined where
 * nothing may be staged (signed out, as the lists' entry points; a sales representative acting for no one).
 */
export async function stagingOwner(): Promise<string | undefined> {
  const customer = await getRememberedCustomer();
  if (!customer || isSalesRepWithoutCustomer(customer)) return undefined;
  return customer.id;
}
