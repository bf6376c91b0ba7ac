import type { AuthTokens, AuthUserRequest, PasswordResetConfirm, PasswordResetRequest } from '@chairside/contracts';
import type { ApiClient, RequestContext } from '../../access/request-context';
import { requireHuman, type BotProtection } from '../bot-protection/bot-protection';
import { invalidClient, invalidCustomerCredentials, invalidGrant, unauthorizedClient } from '../oauth/auth-errors';
import { hasAnyScope } from '../oauth/scopes';
import type { CustomerAuthenticator } from './customer-authenticator';
import { authTokens, type CustomerSignIn } from './customer-sign-in';
import type { PasswordResetService } from './password-reset.service';
import type { SessionService } from './sessions';

interface Dependencies {
  sessions: SessionService;
  customers: CustomerAuthenticator;
  resets: PasswordResetService;
  botProtection: BotProtection;
  signIn: CustomerSignIn;
}

/** The API client the request authenticated as (every auth-service route declares access.client()). */
export function clientOf({ client }: RequestContext): ApiClient {
  if (!client) throw invalidClient();
  return client;
}

export function requireClientScope(client: ApiClient, scope: string, grant: string): void {
  if (!hasAnyScope(client.scopes, [scope])) throw unauthorizedClient(grant);
}

/**
 * The auth service the storefront's server calls (spec §7): the same sessions as the OAuth
 * endpoints, in JSON, with bot protection on the forms a visitor fills in.
 */
export function authService({ sessions, customers, resets, botProtection, signIn }: Dependencies) {
  return {
    async anonymous(context: RequestContext): Promise<AuthTokens> {
      const client = clientOf(context);
      requireClientScope(client, 'create_anonymous_token', 'anonymous');
      // A generated id is never taken, so a session always comes back.
      const tokens = await sessions.startAnonymous(client.clientId, [...client.scopes]);
      return authTokens(tokens!);
    },

    async user(context: RequestContext, body: AuthUserRequest): Promise<AuthTokens> {
      const client = clientOf(context);
      requireClientScope(client, 'manage_my_profile', 'password');
      await requireHuman(
        botProtection,
        { token: body['recaptcha-token'], action: 'login', remoteIp: context.ip },
        context.log,
      );
      const customerId = await customers.authenticate(body.username, body.password, context.ip);
      if (!customerId) throw invalidCustomerCredentials(401);
      return signIn(context, client, customerId, body);
    },

    async refresh(context: RequestContext, refreshToken: string): Promise<AuthTokens> {
      const client = clientOf(context);
      const refreshed = await sessions.refresh(client.clientId, refreshToken);
      if (!refreshed.ok) throw invalidGrant();
      return authTokens(refreshed.tokens);
    },

    async logout(refreshToken: string): Promise<void> {
      await sessions.logout(refreshToken);
    },

    async endOtherSessions(context: RequestContext, refreshToken: string): Promise<{ revoked: number }> {
      const client = clientOf(context);
      const revoked = await sessions.endOtherSessions(client.clientId, refreshToken);
      if (revoked === undefined) throw invalidGrant();
      return { revoked };
    },

    async requestReset(context: RequestContext, body: PasswordResetRequest): Promise<void> {
      await requireHuman(
        botProtection,
        { token: body['recaptcha-token'], action: 'reset', remoteIp: context.ip },
        context.log,
      );
      await resets.request(body.email);
    },

    async confirmReset(body: PasswordResetConfirm): Promise<void> {
      await resets.confirm(body.token, body.newPassword);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
