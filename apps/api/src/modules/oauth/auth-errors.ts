import type { ErrorCode } from '@chairside/contracts';
import { ApiError } from '../../http/api-error';

/**
 * OAuth and access-token errors: ApiErrors whose body also carries `error` and `error_description` (commercetools'
 * AuthErrorResponse) and, where RFC 6749/6750 ask for one, a WWW-Authenticate challenge.
 */
const oauthError = (statusCode: number, code: ErrorCode, message: string, description = message, challenge?: string) =>
  new ApiError(
    statusCode,
    code,
    message,
    {},
    { oauthDescription: description, ...(challenge ? { headers: { 'www-authenticate': challenge } } : {}) },
  );

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;
const bearerChallenge = (fields: Record<string, string>) =>
  `Bearer realm="aces"${Object.entries(fields)
    .map(([name, value]) => `, ${name}=${quoted(value)}`)
    .join('')}`;

export const missingAccessToken = () =>
  oauthError(
    401,
    'invalid_token',
    'This endpoint requires an access token. You can get one from the authorization server.',
    undefined,
    bearerChallenge({}),
  );

/** Message `invalid_token` as in the reference's AuthErrorResponse example; the reason is the description. */
export const invalidAccessToken = (description: string) =>
  oauthError(
    401,
    'invalid_token',
    'invalid_token',
    description,
    bearerChallenge({ error: 'invalid_token', error_description: description }),
  );

/** `anyOf` are full scope strings (`view_categories:aces`). */
export const insufficientScope = (anyOf: readonly string[]) => {
  const message = `Insufficient scope. One of the following scopes is missing: ${anyOf.join(', ')}`;
  return oauthError(
    403,
    'insufficient_scope',
    message,
    message,
    bearerChallenge({ error: 'insufficient_scope', scope: anyOf.join(' ') }),
  );
};

/** A valid token of a kind the route does not serve (e.g. a client or anonymous token on a customer-only route). */
export const wrongTokenKind = (message: string) =>
  oauthError(403, 'insufficient_scope', message, message, 'Bearer realm="aces", error="insufficient_scope"');

export const invalidClient = () =>
  oauthError(
    401,
    'invalid_client',
    'Please provide valid client credentials using HTTP Basic Authentication.',
    undefined,
    'Basic realm="aces", charset="UTF-8"',
  );

export const invalidRequest = (message: string) => oauthError(400, 'invalid_request', message);

export const unsupportedGrantType = (grantType: string) =>
  oauthError(
    400,
    'unsupported_grant_type',
    `The grant type '${grantType.slice(0, 64)}' is not supported by this endpoint.`,
  );

export const invalidScope = (rejected: readonly string[]) =>
  oauthError(
    400,
    'invalid_scope',
    `Invalid scope: ${rejected
      .map((scope) => scope.slice(0, 100))
      .slice(0, 10)
      .join(', ')}`,
  );

export const unauthorizedClient = (grant: string) =>
  oauthError(400, 'unauthorized_client', `The client is not allowed to use the ${grant.slice(0, 64)} grant.`);

export const invalidGrant = () =>
  oauthError(400, 'invalid_grant', 'The refresh token was not found. It may have expired.');

/**
 * The same answer for an unknown email and a wrong password. 400 on the OAuth endpoint as on
 * commercetools; the auth service answers 401, which the storefront treats as "no session".
 */
export const invalidCustomerCredentials = (statusCode: 400 | 401 = 400) =>
  oauthError(
    statusCode,
    'invalid_customer_account_credentials',
    'Customer account with the given credentials not found.',
  );
