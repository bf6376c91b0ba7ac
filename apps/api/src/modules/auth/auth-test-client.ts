import { demoPassword, seedDemoData, type Database } from '@chairside/db';
import { hashPassword } from './password';

/** Test helpers for the token and auth endpoints, as the storefront's server calls them. */
export const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
export const demoCustomer = { email: 'demo-customer@example.com', password: demoPassword };

/** Seeds the demo accounts with real Argon2 hashes (and a small catalogue). */
export const seedAccounts = (database: Database) =>
  seedDemoData(database, { products: 20, hashPassword, now: new Date('2026-05-01T00:00:00Z') });

export function authClient(baseUrl: string) {
  return {
    /** POST a form to a token endpoint with the storefront's credentials. */
    form(path: string, params: Record<string, string>, headers: Record<string, string> = {}) {
      return fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: storefrontBasic, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(params).toString(),
      });
    },
    /** POST JSON to the auth service with the storefront's credentials unless `authorization` is given. */
    json(path: string, body: unknown, headers: Record<string, string> = {}) {
      return fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: storefrontBasic, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    },
  };
}
