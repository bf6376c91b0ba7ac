import type { TokenResponse } from '@chairside/contracts';
import type { ApiClient, RequestContext } from '../../access/request-context';
import type { CustomerAuthenticator } from '../auth/customer-authenticator';
import type { SessionService } from '../auth/sessions';
import {
  invalidClient,
  invalidCustomerCredentials,
  invalidGrant,
  invalidRequest,
  invalidScope,
  unauthorizedClient,
  unsupportedGrantType,
} from './auth-errors';
import { grantRequestedScopes, hasAnyScope, parseScopeParameter } from './scopes';
import type { TokenRequestParams } from './token-request';
import type { TokenService } from './token-service';

/** The three token endpoints: /oauth/token, /oauth/aces/anonymous/token, /oauth/aces/customers/token. */
export type TokenEndpoint = 'token' | 'anonymous' | 'customers';

/** The grants each endpoint takes; refresh is also accepted on the anonymous path (the SDK posts it there). */
const grantsOf: Record<TokenEndpoint, readonly string[]> = {
  token: ['client_credentials', 'refresh_token'],
  anonymous: ['client_credentials', 'refresh_token'],
  customers: ['password'],
};

/** commercetools' ids are free-form; this bounds them and keeps them printable. */
const anonymousIdPattern = /^[\w.:@-]{1,256}$/;

interface Dependencies {
  tokens: TokenService;
  sessions: SessionService;
  customers: CustomerAuthenticator;
}

/**
 * The commerce token endpoints, as commercetools answers them (reference §5), except that the
 * refresh grant returns a new refresh token each time (rotation; commercetools reuses it).
 */
export function oauthService({ tokens, sessions, customers }: Dependencies) {
  function requiredParam(params: TokenRequestParams, name: string): string {
    const value = params.get(name);
    if (!value) throw invalidRequest(`The parameter '${name}' is required.`);
    return value;
  }

  function grantedScopes(client: ApiClient, params: TokenRequestParams): string[] {
    const granted = grantRequestedScopes(client.scopes, parseScopeParameter(params.get('scope') ?? ''));
    if (!granted.ok) throw invalidScope(granted.rejected);
    return granted.scopes;
  }

  async function clientCredentials(client: ApiClient, params: TokenRequestParams): Promise<TokenResponse> {
    const scopes = grantedScopes(client, params);
    const { accessToken, expiresIn } = await tokens.issueAccessToken({ clientId: client.clientId, scopes });
    return { access_token: accessToken, expires_in: expiresIn, scope: scopes.join(' '), token_type: 'Bearer' };
  }

  async function anonymous(client: ApiClient, params: TokenRequestParams): Promise<TokenResponse> {
    if (!hasAnyScope(client.scopes, ['create_anonymous_token'])) throw unauthorizedClient('anonymous');
    const anonymousId = params.get('anonymous_id');
    if (anonymousId !== undefined && !anonymousIdPattern.test(anonymousId))
      throw invalidRequest("The parameter 'anonymous_id' is malformed.");
    const issued = await sessions.startAnonymous(client.clientId, grantedScopes(client, params), anonymousId);
    if (!issued) throw invalidRequest(`The anonymousId '${anonymousId}' is already in use.`);
    return issued;
  }

  async function password(client: ApiClient, params: TokenRequestParams, ip: string): Promise<TokenResponse> {
    if (!hasAnyScope(client.scopes, ['manage_my_profile'])) throw unauthorizedClient('password');
    const scopes = grantedScopes(client, params);
    const customerId = await customers.authenticate(
      requiredParam(params, 'username'),
      requiredParam(params, 'password'),
      ip,
    );
    if (!customerId) throw invalidCustomerCredentials();
    return sessions.startCustomer(client.clientId, scopes, customerId);
  }

  async function refresh(client: ApiClient, params: TokenRequestParams): Promise<TokenResponse> {
    const refreshed = await sessions.refresh(client.clientId, requiredParam(params, 'refresh_token'));
    if (!refreshed.ok) throw invalidGrant();
    return refreshed.tokens;
  }

  return {
    /** The context's client authenticated with its credentials (access.client()); `ip` counts sign-in failures. */
    async token(
      endpoint: TokenEndpoint,
      { client, ip }: RequestContext,
      params: TokenRequestParams,
    ): Promise<TokenResponse> {
      if (!client) throw invalidClient();
      const grantType = requiredParam(params, 'grant_type');
      if (!grantsOf[endpoint].includes(grantType)) throw unsupportedGrantType(grantType);
      if (grantType === 'refresh_token') return refresh(client, params);
      if (grantType === 'password') return password(client, params, ip);
      return endpoint === 'anonymous' ? anonymous(client, params) : clientCredentials(client, params);
    },
  };
}
