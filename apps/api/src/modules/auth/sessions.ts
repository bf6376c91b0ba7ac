import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@chairside/contracts';
import {
  authSessionRepository,
  revokeCustomerSessions,
  salesRepSyncRepository,
  type AuthSessionRecord,
  type Db,
} from '@chairside/db';
import type { TokenService } from '../oauth/token-service';
import { newRefreshToken, tokenDigest } from './opaque-token';

export interface SessionPolicy {
  accessTokenTtlSeconds: number;
  customerMaxAgeMs: number;
  customerIdleMs: number;
  anonymousMaxAgeMs: number;
  /** How long a spent refresh token still gets a successor (concurrent refreshes by storefront instances). */
  refreshReuseGraceMs: number;
}

export type SessionTokens = TokenResponse & { refresh_token: string };

export type RefreshResult = { ok: true; tokens: SessionTokens } | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Sign-in sessions (customer or anonymous) and their tokens: a short-lived access token carrying
 * `customer_id:`/`anonymous_id:` and the session id (`sid`), and an opaque refresh token that is
 * rotated on every use. Access tokens are verified without the database, so a revoked session's
 * access token lives on until it expires (SESSION_ACCESS_TOKEN_TTL_SECONDS, 15 minutes).
 */
export function sessionService(
  db: Db,
  tokens: TokenService,
  policy: SessionPolicy,
  now: () => Date = () => new Date(),
) {
  const sessions = authSessionRepository(db);

  async function tokensFor(session: AuthSessionRecord, refreshToken: string): Promise<SessionTokens> {
    const subject = session.customerId ? `customer_id:${session.customerId}` : `anonymous_id:${session.anonymousId}`;
    const scopes = [...session.scopes, subject];
    // No access token outlives its session.
    const sessionLeftSeconds = Math.floor((session.expiresAt.getTime() - now().getTime()) / 1000);
    const ttlSeconds = Math.max(1, Math.min(policy.accessTokenTtlSeconds, sessionLeftSeconds));
    const { accessToken, expiresIn } = await tokens.issueAccessToken({
      clientId: session.clientId,
      scopes,
      sessionId: session.id,
      ...(session.role === null ? {} : { role: session.role }),
      ttlSeconds,
    });
    return {
      access_token: accessToken,
      expires_in: expiresIn,
      scope: scopes.join(' '),
      token_type: 'Bearer',
      refresh_token: refreshToken,
    };
  }

  const expiresIn = (ms: number) => new Date(now().getTime() + ms);

  return {
    /** A new session for a signed-in account, starting in its first office, as a representative when it is one. */
    async startCustomer(clientId: string, scopes: string[], customerId: string): Promise<SessionTokens> {
      const refreshToken = newRefreshToken();
      const { firstOfficeId, role } = await sessions.signInFactsOf(customerId);
      const session = await sessions.create({
        clientId,
        customerId,
        scopes,
        activeBusinessUnitId: firstOfficeId,
        role,
        expiresAt: expiresIn(policy.customerMaxAgeMs),
        refreshTokenHash: tokenDigest(refreshToken),
      });
      return tokensFor(session, refreshToken);
    },

    /** A new anonymous session; undefined when the requested anonymous id already has one. */
    async startAnonymous(
      clientId: string,
      scopes: string[],
      anonymousId: string = randomUUID(),
    ): Promise<SessionTokens | undefined> {
      const refreshToken = newRefreshToken();
      const session = await sessions.createAnonymous({
        clientId,
        anonymousId,
        scopes,
        expiresAt: expiresIn(policy.anonymousMaxAgeMs),
        refreshTokenHash: tokenDigest(refreshToken),
      });
      return session && tokensFor(session, refreshToken);
    },

    /** Rotates: the presented token is spent, a new one returned; a spent one (after the grace) revokes the session. */
    async refresh(clientId: string, refreshToken: string): Promise<RefreshResult> {
      const next = newRefreshToken();
      const result = await sessions.rotate(
        {
          tokenHash: tokenDigest(refreshToken),
          nextHash: tokenDigest(next),
          clientId,
          now: now(),
          reuseGraceMs: policy.refreshReuseGraceMs,
        },
        (session) => (session.customerId ? policy.customerIdleMs : undefined),
      );
      if (result.kind !== 'rotated') return { ok: false, reason: result.kind };
      return { ok: true, tokens: await tokensFor(result.session, next) };
    },

    /**
     * "Sign out other sessions": revokes every open session of the customer except the one the
     * refresh token belongs to, which must be an open customer session of the client. Returns how
     * many were ended, or undefined for a token that stands for no such session. Their access
     * tokens stay valid until they expire (at most accessTokenTtlSeconds); no refresh succeeds.
     */
    async endOtherSessions(clientId: string, refreshToken: string): Promise<number | undefined> {
      const session = await sessions.openSessionOf(tokenDigest(refreshToken), clientId, now());
      if (!session?.customerId) return undefined;
      return revokeCustomerSessions(db, session.customerId, { except: session.id, reason: 'ended_by_customer' });
    },

    /**
     * Ends the session of the refresh token (and a representative's sync with it, audited); quietly does nothing for
     * an unknown token.
     */
    async logout(refreshToken: string): Promise<void> {
      const at = now();
      await salesRepSyncRepository(db).endOnSignOut(tokenDigest(refreshToken), at);
      await sessions.revokeByRefreshToken(tokenDigest(refreshToken), 'logout', at);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
