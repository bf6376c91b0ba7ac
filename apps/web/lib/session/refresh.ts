import { authTokensSchema } from '@chairside/contracts';
import { apiBaseUrl } from '../api/base-url';
import type { SessionTokens } from './cookie';

/**
 * Refresh tokens are single-use (rotation) and reusing one revokes the session, so a session is
 * refreshed once at a time: concurrent requests carrying the same refresh token share one call,
 * and its result is remembered briefly for requests that still carry the old cookie.
 */
const inFlight = new Map<string, Promise<SessionTokens | undefined>>();
const rememberMs = 30_000;

async function callRefresh(refreshToken: string): Promise<SessionTokens | undefined> {
  const clientId = process.env.STOREFRONT_CLIENT_ID ?? 'storefront';
  const clientSecret = process.env.STOREFRONT_CLIENT_SECRET ?? 'storefront-demo-secret';
  try {
    const response = await fetch(`${apiBaseUrl()}/auth/refresh`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: AbortSignal.timeout(10_000),
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const tokens = authTokensSchema.parse(await response.json());
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in, createdAt: Date.now() };
  } catch {
    return undefined;
  }
}

/**
 * One refresh per refresh token, shared by every request that carries it (customer sessions here,
 * the anonymous cart session in the proxy): a second use of a rotated token would end the session.
 */
export function refreshOnce(refreshToken: string, refresh: (token: string) => Promise<SessionTokens | undefined>): Promise<SessionTokens | undefined> {
  const pending = inFlight.get(refreshToken);
  if (pending) return pending;
  const call = refresh(refreshToken);
  inFlight.set(refreshToken, call);
  setTimeout(() => inFlight.delete(refreshToken), rememberMs).unref?.();
  return call;
}

const sharedRefresh = (refreshToken: string) => refreshOnce(refreshToken, callRefresh);

/**
 * The session with new tokens (the rest of it, e.g. the cart id, kept), or undefined when the
 * refresh failed (the customer is then signed out).
 */
export async function refreshSession(session: SessionTokens): Promise<SessionTokens | undefined> {
  const fresh = await sharedRefresh(session.refreshToken);
  if (!fresh) return undefined;
  return session.cartId === undefined ? fresh : { ...fresh, cartId: session.cartId };
}
