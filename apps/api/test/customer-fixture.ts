import { randomBytes } from 'node:crypto';
import { schema, type Db } from '@chairside/db';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/auth/password';
import { tokenServiceFor } from '../src/modules/oauth/token-service';

/** Customer-side scopes of the storefront client's customer tokens. */
export const customerScopes = ['manage_my_profile', 'manage_my_orders', 'manage_my_shopping_lists'];

export interface AddressFixture {
  id: string;
  shippingAccountNumber?: string;
  eligible?: boolean;
  billingOnly?: boolean;
  dea?: boolean;
}

const unique = () => randomBytes(4).toString('hex');

/** Offices, customers and signed-in sessions written straight to the database, for the customer-account tests. */
export function customerFixture(db: Db) {
  let warehouseId: Promise<string> | undefined;
  const warehouse = () =>
    (warehouseId ??= db
      .insert(schema.channels)
      .values({ key: `wh-${unique()}`, roles: ['InventorySupply'] })
      .returning({ id: schema.channels.id })
      .then(([row]) => row!.id));

  return {
    /** An office with its shipping accounts and addresses (created in the order given). */
    async office(
      name: string,
      addresses: AddressFixture[],
      options: { contract?: boolean; termsAllowed?: boolean; asapEnrolled?: boolean; buyingGroup?: string | null } = {},
    ) {
      const contractId = options.contract
        ? (
            await db
              .insert(schema.channels)
              .values({ key: `contract-${unique()}`, roles: ['ProductDistribution'] })
              .returning({ id: schema.channels.id })
          )[0]!.id
        : null;
      const [office] = await db
        .insert(schema.businessUnits)
        .values({
          key: `office-${unique()}`,
          name,
          pricingContractChannelId: contractId,
          termsAllowed: options.termsAllowed ?? false,
          buyingGroup: options.buyingGroup === undefined ? 'dso-east' : options.buyingGroup,
        })
        .returning();
      if (options.asapEnrolled)
        await db.insert(schema.asapEnrollments).values({
          businessUnitId: office!.id,
          practiceName: name,
          contactName: 'Dana Whitfield',
          practiceType: 'dental',
          termsVersion: 'asap-2026-01',
          disclosureAcknowledgedAt: new Date(),
        });
      const accounts = [
        ...new Set(
          addresses.flatMap((address) => (address.shippingAccountNumber ? [address.shippingAccountNumber] : [])),
        ),
      ];
      if (accounts.length > 0) {
        const warehouseChannelId = await warehouse();
        await db
          .insert(schema.shippingAccounts)
          .values(accounts.map((number) => ({ number, businessUnitId: office!.id, warehouseChannelId })));
      }
      for (const [n, address] of addresses.entries()) {
        await db.insert(schema.addresses).values({
          id: address.id,
          businessUnitId: office!.id,
          key: `${office!.key}-${n + 1}`,
          firstName: 'Dana',
          lastName: 'Whitfield',
          streetNumber: `${100 + n}`,
          streetName: 'Market St',
          city: 'Philadelphia',
          state: 'PA',
          postalCode: '19107',
          isShipping: !address.billingOnly,
          isBilling: address.billingOnly ?? false,
          shippingAccountNumber: address.shippingAccountNumber ?? null,
          eligibleForOnlineOrdering: address.eligible ?? true,
          hasActiveDeaLicense: address.dea ?? false,
          // Distinct creation times keep the display order the order given.
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
        });
      }
      return office!;
    },

    async customer(values: { password?: string; officeIds?: string[]; defaultShippingAddressId?: string } = {}) {
      const [customer] = await db
        .insert(schema.customers)
        .values({
          email: `customer-${unique()}@example.com`,
          passwordHash: await hashPassword(values.password ?? 'chairside-demo-2026'),
          firstName: 'Dana',
          lastName: 'Whitfield',
          defaultShippingAddressId: values.defaultShippingAddressId ?? null,
          jobFunction: 'office_manager',
        })
        .returning();
      for (const businessUnitId of values.officeIds ?? [])
        await db.insert(schema.customerBusinessUnits).values({ customerId: customer!.id, businessUnitId });
      return customer!;
    },

    async reload(customerId: string) {
      const [customer] = await db.select().from(schema.customers).where(eq(schema.customers.id, customerId));
      return customer!;
    },
  };
}

/**
 * A signed-in customer: an auth_sessions row and an access token naming it (`sid`), signed with
 * the keys the API uses, as the password grant would issue it.
 */
export async function signIn(
  db: Db,
  customerId: string,
  options: { activeBusinessUnitId?: string; scopes?: string[] } = {},
) {
  const [session] = await db
    .insert(schema.authSessions)
    .values({
      clientId: 'storefront',
      customerId,
      scopes: (options.scopes ?? customerScopes).map((scope) => `${scope}:aces`),
      activeBusinessUnitId: options.activeBusinessUnitId ?? null,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const tokens = tokenServiceFor(db, loadConfig({ NODE_ENV: 'test' }));
  const scopes = [...(options.scopes ?? customerScopes).map((scope) => `${scope}:aces`), `customer_id:${customerId}`];
  const { accessToken } = await tokens.issueAccessToken({ clientId: 'storefront', scopes, sessionId: session!.id });
  return {
    token: accessToken,
    sessionId: session!.id,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  };
}
