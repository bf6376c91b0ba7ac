import type { TokenResponse } from '@chairside/contracts';
import { apiClientRepository, type ApiClientRecord, type Db } from '@chairside/db';
import { invalidClient, invalidRequest, invalidScope, unsupportedGrantType } from './auth-errors';
import { grantRequestedScopes, parseScopeParameter } from './scopes';
import { basicCredentials, secretMatches, type TokenRequestParams } from './token-request';
import type { TokenService } from './token-service';

/** Compared against when the client id is unknown, so that case takes as long as a wrong secret. */
const unknownClientHash = `sha256:${'0'.repeat(64)}`;

/** The commerce token endpoint (POST /oauth/token). Issue 4 adds the refresh_token grant here. */
export function oauthService(db: Db, tokens: TokenService) {
  const clients = apiClientRepository(db);
  async function authenticateClient(authorization: string | undefined): Promise<ApiClientRecord> {
    const credentials = basicCredentials(authorization);
    if (!credentials) throw invalidClient();
    const client = await clients.findById(credentials.clientId);
    const matches = secretMatches(credentials.clientSecret, client?.secretHash ?? unknownClientHash);
    if (!client || !matches) throw invalidClient();
    return client;
  }

  return {
    async token(authorization: string | undefined, params: TokenRequestParams): Promise<TokenResponse> {
      const client = await authenticateClient(authorization);
      const grantType = params.get('grant_type');
      if (!grantType) throw invalidRequest("The parameter 'grant_type' is required.");
      if (grantType !== 'client_credentials') throw unsupportedGrantType(grantType);
      const granted = grantRequestedScopes(client.scopes, parseScopeParameter(params.get('scope') ?? ''));
      if (!granted.ok) throw invalidScope(granted.rejected);
      const { accessToken, expiresIn } = await tokens.issueAccessToken({ clientId: client.clientId, scopes: granted.scopes });
      return { access_token: accessToken, expires_in: expiresIn, scope: granted.scopes.join(' '), token_type: 'Bearer' };
    },
  };
}
