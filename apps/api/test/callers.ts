import { randomUUID } from 'node:crypto';
import { storefrontBasic } from '../src/modules/auth/auth-test-client';
import { pricingFixture } from './pricing-fixture';
import type { TestApi } from './test-api';
import type { Access } from './openapi-operations';

/** Credentials that pass each kind of access declaration: the fuzz tests what lies behind the access check. */
export interface Callers {
  /** manage_project: every scope, as the importer holds. */
  admin: string;
  /** The demo contract customer, signed in. */
  customer: string;
  anonymous: string;
}

export async function signInCallers(api: TestApi): Promise<Callers> {
  const customer = await pricingFixture(api.db).signInDemo('demo-customer@example.com');
  return {
    admin: `Bearer ${await api.tokenFor(['manage_project'])}`,
    customer: customer.headers.authorization,
    anonymous: `Bearer ${await api.tokenFor(['manage_my_orders', 'manage_my_profile', `anonymous_id:${randomUUID()}`])}`,
  };
}

/** The Authorization header for an operation (`x-access`): none, the storefront's Basic credentials, or a token. */
export function authorizationFor(access: Access, callers: Callers): string | undefined {
  if (access.credentials === 'none') return undefined;
  if (access.credentials === 'client') return storefrontBasic;
  // A customer for what acts for one or serves no client; manage_project (every scope) for the rest.
  if (access.actors.includes('client') && !access.subject) return callers.admin;
  return access.actors.includes('customer') ? callers.customer : callers.anonymous;
}
