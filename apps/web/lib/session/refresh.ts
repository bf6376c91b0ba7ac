import 'server-only';
import { accountCall, type ApiReply } from '@/lib/api/account-client';
import { sessionTokensOf, type SessionTokens } from './cookie';

/**
 * Refresh tokens are single-use (rotation) and reusing one revokes the session, so a session is
 * refreshed once at a time: concurrent requests carrying the same refresh token share one call,
 * and its result is remembered briefly for requests that still carry the old cookie.
 */
const inFlight = new Map<string, Promise<SessionTokens | undefined>>();
const rememberMs = 30_000;

type RefreshCall = (refreshToken: string) => Promise<ApiReply>;

/** A customer's tokens refresh at POST /auth/refresh. */
const customerRefresh: RefreshCall = (refreshToken) =>
  accountCall('/auth/refresh', { body: { refresh_token: refreshToken }, auth: { client: true } });

/** Anonymous tokens refresh at the anonymous token endpoint (/auth/refresh takes customer tokens only). */
const anonymousRefresh: RefreshCall = (refreshToken) =>
  accountCall('/oauth/aces/anonymous/token', {
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    auth: { client: true },
  });

async function newTokens(call: RefreshCall, refreshToken: string): Promise<SessionTokens | undefined> {
  try {
    const reply = await call(refreshToken);
    return reply.status === 200 ? sessionTokensOf(reply.body) : undefined;
  } catch {
    return undefined;
  }
}

function refreshOnce(refreshToken: string, call: RefreshCall): Promise<SessionTokens | undefined> {
  const pending = inFlight.get(refreshToken);
  if (pending) return pending;
  const refreshed = newTokens(call, refreshToken);
  inFlight.set(refreshToken, refreshed);
  setTimeout(() => inFlight.delete(refreshToken), rememberMs).unref?.();
  return refreshed;
}

/** The session with new tokens (the rest of it, e.g. the cart id, kept), or undefined when the refresh failed. */
async function refreshWith(call: RefreshCall, session: SessionTokens): Promise<SessionTokens | undefined> {
  const fresh = await refreshOnce(session.refreshToken, call);
  if (!fresh) return undefined;
  return session.cartId === undefined ? fresh : { ...fresh, cartId: session.cartId };
}

/** The customer session refreshed; undefined when refused (the customer is then signed out). */
export const refreshSession = (session: SessionTokens) => refreshWith(customerRefresh, session);

/** The anonymous cart session refreshed; undefined when refused (the visitor then starts a new one). */
export const refreshAnonymous = (session: SessionTokens) => refreshWith(anonymousRefresh, session);
