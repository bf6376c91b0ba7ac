import { timingSafeEqual } from 'node:crypto';
import { hashClientSecret } from '@chairside/db';
import { invalidRequest } from './auth-errors';

/** The form and query parameters of a token request, each given at most once. */
export type TokenRequestParams = Map<string, string>;

/**
 * Reads the parameters of a token request from the query string and an
 * application/x-www-form-urlencoded body. Lenient about encoding, because the commercetools SDK
 * sends `scope` unencoded (spaces and colons as they are); strict about repetition, because a
 * parameter given twice (RFC 6749 §3.2) is ambiguous.
 */
export function tokenRequestParams(...sources: (string | undefined)[]): TokenRequestParams {
  const params: TokenRequestParams = new Map();
  for (const source of sources) {
    if (!source) continue;
    for (const [name, value] of new URLSearchParams(source)) {
      if (params.has(name)) throw invalidRequest(`The parameter '${name.slice(0, 64)}' was given more than once.`);
      params.set(name, value);
    }
  }
  return params;
}

/** Parameters that are secrets: in a URL they would land in logs, proxies and browser history (ASVS 14.2.1). */
const secretParameters = ['password', 'refresh_token', 'client_secret', 'username'];

/** Refuses a query string that carries credentials (400 invalid_request); they belong in the form body. */
export function refuseCredentialsInUrl(query: string | undefined): void {
  if (!query) return;
  const names = new Set(new URLSearchParams(query).keys());
  const found = secretParameters.filter((name) => names.has(name));
  if (found.length > 0) throw invalidRequest(`Send ${found.join(', ')} in the form body, never in the URL.`);
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * `Authorization: Basic base64(clientId:clientSecret)`. The SDK does not form-encode the parts
 * before base64 (RFC 6749 §2.3.1 asks for it), so they are taken as they are; undefined when the
 * header is missing or not Basic.
 */
export function basicCredentials(header: string | undefined): ClientCredentials | undefined {
  const encoded = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

/** Compares a presented secret with the stored `sha256:<hex>` in constant time. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashClientSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
