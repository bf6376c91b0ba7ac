import { apiClientRepository, type ApiClientRecord, type Db } from '@chairside/db';
import { invalidClient } from './auth-errors';
import { basicCredentials, secretMatches } from './token-request';

/** Compared against when the client id is unknown, so that case takes as long as a wrong secret. */
const unknownClientHash = `sha256:${'0'.repeat(64)}`;

/** Authenticates an API client from `Authorization: Basic …`; throws 401 invalid_client otherwise. */
export function clientAuthenticator(db: Db) {
  const clients = apiClientRepository(db);
  return async function authenticateClient(authorization: string | undefined): Promise<ApiClientRecord> {
    const credentials = basicCredentials(authorization);
    if (!credentials) throw invalidClient();
    const client = await clients.findById(credentials.clientId);
    const matches = secretMatches(credentials.clientSecret, client?.secretHash ?? unknownClientHash);
    if (!client || !matches) throw invalidClient();
    return client;
  };
}
