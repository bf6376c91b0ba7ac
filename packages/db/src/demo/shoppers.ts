import { ordinaryPractices } from './accounts';
import { generateAccountPlans } from './generated-accounts';

/** A signed-in buyer of the demo data's ordinary practices, as browser tests need to know them. */
export interface DemoShopper {
  email: string;
  firstName: string;
  office: {
    name: string;
    contract: boolean;
    termsAllowed: boolean;
    checkoutDeclined: boolean;
    /** An eligible address with an active DEA license exists. */
    deaAddress: boolean;
  };
}

/**
 * The customers of the ordinary demo practices (same seed, same people), one office each. Browser
 * tests that change a customer's cart or orders each take their own shopper, so tests running in
 * parallel never share a cart; the documented demo accounts stay for reading.
 */
export function demoShoppers(seed = 2026): DemoShopper[] {
  const { offices, customers } = generateAccountPlans(seed, ordinaryPractices);
  const officeByKey = new Map(offices.map((office) => [office.key, office]));
  return customers.flatMap((customer) => {
    const office = officeByKey.get(customer.officeKeys[0] ?? '');
    if (!office) return [];
    return [
      {
        email: customer.email,
        firstName: customer.firstName,
        office: {
          name: office.name,
          contract: office.contractKey !== undefined,
          termsAllowed: office.termsAllowed,
          checkoutDeclined: office.checkoutDeclined ?? false,
          deaAddress: office.addresses.some(
            (address) => address.dea && address.eligible !== false && address.shippingAccount !== undefined,
          ),
        },
      },
    ];
  });
}
