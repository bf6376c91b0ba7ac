import type { AuthTokens, AuthUserRequest, PasswordResetConfirm, PasswordResetRequest } from '@chairside/contracts';
import type { ApiClientRecord, Db } from '@chairside/db';
import { requireHuman, type BotProtection } from '../bot-protection/bot-protection';
import { invalidCustomerCredentials, invalidGrant, unauthorizedClient } from '../oauth/auth-errors';
import { mergeAnonymousCart } from '../carts/merge';
import { clientAuthenticator } from '../oauth/client-auth';
import { hasAnyScope } from '../oauth/scopes';
import type { CustomerAuthenticator } from './customer-authenticator';
import type { PasswordResetService } from './password-reset.service';
import type { SessionService, SessionTokens } from './sessions';

interface Dependencies {
  sessions: SessionService;
  customers: CustomerAuthenticator;
  resets: PasswordResetService;
  botProtection: BotProtection;
}

/** Who is asking: the storefront's server (Basic client credentials) on behalf of a visitor at `ip`. */
export interface AuthCall {
  authorization: string | undefined;
  ip: string;
  log: { info(details: object, message: string): void };
}

const authTokens = ({ access_token, refresh_token, expires_in }: SessionTokens): AuthTokens => ({ access_token, refresh_token, expires_in });

function requireClientScope(client: ApiClientRecord, scope: string, grant: string): void {
  if (!hasAnyScope(client.scopes, [scope])) throw unauthorizedClient(grant);
}

/**
 * The auth service the storefront's server calls (spec §7): the same sessions as the OAuth
 * endpoints, in JSON, with bot protection on the forms a visitor fills in.
 */
export function authService(db: Db, { sessions, customers, resets, botProtection }: Dependencies) {
  const authenticateClient = clientAuthenticator(db);
  return {
    async anonymous({ authorization }: AuthCall): Promise<AuthTokens> {
      const client = await authenticateClient(authorization);
      requireClientScope(client, 'create_anonymous_token', 'anonymous');
      // A generated id is never taken, so a session always comes back.
      const tokens = await sessions.startAnonymous(client.clientId, client.scopes);
      return authTokens(tokens!);
    },

    async user(call: AuthCall, body: AuthUserRequest): Promise<AuthTokens> {
      const client = await authenticateClient(call.authorization);
      requireClientScope(client, 'manage_my_profile', 'password');
      await requireHuman(botProtection, { token: body['recaptcha-token'], action: 'login', remoteIp: call.ip }, call.log);
      const customerId = await customers.authenticate(body.username, body.password, call.ip);
      if (!customerId) throw invalidCustomerCredentials(401);
      // The anonymous session's cart joins the customer's (spec §4); a cart that cannot be merged never fails the sign-in.
      if (body.cart_id !== undefined) {
        await mergeAnonymousCart(db, { anonymousCartId: body.cart_id, customerId }).catch((error: unknown) => call.log.info({ err: error, customerId }, 'anonymous cart merge failed'));
      }
      return authTokens(await sessions.startCustomer(client.clientId, client.scopes, customerId));
    },

    async refresh({ authorization }: AuthCall, refreshToken: string): Promise<AuthTokens> {
      const client = await authenticateClient(authorization);
      const refreshed = await sessions.refresh(client.clientId, refreshToken);
      if (!refreshed.ok) throw invalidGrant();
      return authTokens(refreshed.tokens);
    },

    async logout({ authorization }: AuthCall, refreshToken: string): Promise<void> {
      await authenticateClient(authorization);
      await sessions.logout(refreshToken);
    },

    async endOtherSessions({ authorization }: AuthCall, refreshToken: string): Promise<{ revoked: number }> {
      const client = await authenticateClient(authorization);
      const revoked = await sessions.endOtherSessions(client.clientId, refreshToken);
      if (revoked === undefined) throw invalidGrant();
      return { revoked };
    },

    async requestReset(call: AuthCall, body: PasswordResetRequest): Promise<void> {
      await authenticateClient(call.authorization);
      await requireHuman(botProtection, { token: body['recaptcha-token'], action: 'reset', remoteIp: call.ip }, call.log);
      await resets.request(body.email);
    },

    async confirmReset({ authorization }: AuthCall, body: PasswordResetConfirm): Promise<void> {
      await authenticateClient(authorization);
      await resets.confirm(body.token, body.newPassword);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
