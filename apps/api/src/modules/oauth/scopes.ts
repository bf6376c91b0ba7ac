/** The one commercetools project this server hosts; every scope carries it as a suffix. */
export const projectKey = 'aces';

/** Grants every right in the project (commercetools `manage_project:{projectKey}`). */
export const manageProjectScope = `manage_project:${projectKey}`;

/** `view_products` → `view_products:aces`. */
export const projectScope = (name: string): string => `${name}:${projectKey}`;

/** Splits a space-separated OAuth `scope` parameter, ignoring repeated blanks. */
export function parseScopeParameter(value: string): string[] {
  return [...new Set(value.split(/\s+/).filter(Boolean))];
}

const scopeNamePattern = /^[a-z][a-z_]*$/;

/**
 * Scopes that name who a token speaks for (`customer_id:<id>`, `anonymous_id:<id>`): only a sign-in or an anonymous
 * session puts them into a token, never a scope request, or a client could make itself any customer.
 */
const identityScopeNames = new Set(['customer_id', 'anonymous_id']);

export type ScopeRequestResult = { ok: true; scopes: string[] } | { ok: false; rejected: string[] };

/**
 * The scopes a client gets for a token request: all of its own when none are asked for,
 * otherwise the requested ones, each of which must be one the client holds. A client with
 * manage_project may narrow its token to any well-formed scope of the project except the identity scopes.
 */
export function grantRequestedScopes(
  clientScopes: readonly string[],
  requested: readonly string[],
): ScopeRequestResult {
  if (requested.length === 0) return { ok: true, scopes: [...clientScopes] };
  const isProjectAdmin = clientScopes.includes(manageProjectScope);
  const rejected = requested.filter((scope) => {
    const [name = '', key, ...rest] = scope.split(':');
    if (identityScopeNames.has(name)) return true;
    if (clientScopes.includes(scope)) return false;
    return !(isProjectAdmin && rest.length === 0 && key === projectKey && scopeNamePattern.test(name));
  });
  return rejected.length === 0 ? { ok: true, scopes: [...requested] } : { ok: false, rejected };
}

/** True when the token holds one of the scopes a route accepts (manage_project accepts everything). */
export function hasAnyScope(tokenScopes: readonly string[], anyOf: readonly string[]): boolean {
  if (tokenScopes.includes(manageProjectScope)) return true;
  return anyOf.some((name) => tokenScopes.includes(projectScope(name)));
}
