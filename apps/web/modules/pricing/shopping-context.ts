import 'server-only';
import { cache } from 'react';
import { isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';
import { getCustomerAccessToken, getRememberedCustomer } from '@/lib/session/session';

/**
 * Whose prices and stock a page shows (spec §2, §5): nobody's for anonymous visitors (they get the
 * sign-in prompt), nobody's for a customer without a default shipping account (the address prompt;
 * lookups are skipped without one), nobody's for a sales representative acting for no customer
 * (the select-a-customer prompt), else the customer's, for the default address's account.
 */
export type ShoppingContext =
  | { audience: 'anonymous' }
  | { audience: 'no-address' }
  | { audience: 'sales-rep' }
  | { audience: 'customer'; accessToken: string; shippingAccountNumber: string };

/** Per request (React cache): never shared between visitors. */
export const getShoppingContext = cache(async (): Promise<ShoppingContext> => {
  const customer = await getRememberedCustomer();
  const accessToken = customer ? await getCustomerAccessToken() : undefined;
  if (!customer || !accessToken) return { audience: 'anonymous' };
  if (isSalesRepWithoutCustomer(customer)) return { audience: 'sales-rep' };
  const address = customer.addresses.find((candidate) => candidate.id === customer.defaultShippingAddressId);
  const shippingAccountNumber = address?.custom.fields.hs_shipping_account_number;
  if (!shippingAccountNumber) return { audience: 'no-address' };
  return { audience: 'customer', accessToken, shippingAccountNumber };
});
