import 'server-only';
import { authTokensSchema } from '@chairside/contracts';
import { cookies, headers } from 'next/headers';
import { accountCall } from '../../lib/api/account-client';
import { apiBaseUrl } from '../../lib/api/base-url';
import { requestHeaderNames } from '../../lib/request-headers';
import { sealSession, sessionCookieOptions, unsealSession, type SessionTokens } from '../../lib/session/cookie';
import { refreshOnce } from '../../lib/session/refresh';

/**
 * The anonymous visitor's cart session (spec §4 session mode "anonymous": a cart token). Kept in
 * its own sealed HttpOnly cookie, apart from the customer session, so that holding a cart never
 * makes a visitor look signed in to the proxy's login-required routes.
 */
export const anonymousCookieName = 'chairside_cart';

export async function readAnonymousSession(): Promise<SessionTokens | undefined> {
  return unsealSession((await cookies()).get(anonymousCookieName)?.value);
}

/** The anonymous cart id handed to POST /auth/user at login so the API merges it (spec §7 cart_id). */
export async function anonymousCartId(): Promise<string | undefined> {
  return (await readAnonymousSession())?.cartId;
}

async function save(tokens: SessionTokens): Promise<void> {
  const https = (await headers()).get(requestHeaderNames.https) === '1';
  (await cookies()).set(anonymousCookieName, await sealSession(tokens), sessionCookieOptions(https));
}

export async function clearAnonymousSession(): Promise<void> {
  (await cookies()).delete(anonymousCookieName);
}

function clientAuthorization(): string {
  const clientId = process.env.STOREFRONT_CLIENT_ID ?? 'storefront';
  const clientSecret = process.env.STOREFRONT_CLIENT_SECRET ?? 'storefront-demo-secret';
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

function tokensOf(body: unknown, cartId: string | undefined): SessionTokens | undefined {
  const parsed = authTokensSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const tokens = { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token, expiresIn: parsed.data.expires_in, createdAt: Date.now() };
  return cartId ? { ...tokens, cartId } : tokens;
}

/** Anonymous tokens refresh at the anonymous token endpoint (/auth/refresh takes customer tokens only). */
async function callAnonymousRefresh(refreshToken: string): Promise<SessionTokens | undefined> {
  try {
    const response = await fetch(`${apiBaseUrl()}/oauth/aces/anonymous/token`, {
      method: 'POST',
      headers: { authorization: clientAuthorization(), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      signal: AbortSignal.timeout(10_000),
      cache: 'no-store',
    });
    return response.ok ? tokensOf(await response.json(), undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** New tokens for the anonymous cart session (its cart id kept), shared by concurrent requests; undefined when refused. */
export async function refreshAnonymous(session: SessionTokens): Promise<SessionTokens | undefined> {
  const fresh = await refreshOnce(session.refreshToken, callAnonymousRefresh);
  if (!fresh) return undefined;
  return session.cartId === undefined ? fresh : { ...fresh, cartId: session.cartId };
}

/**
 * A token is replaced a little before it expires (a fifth of its lifetime, at most 30 s), so that
 * it does not expire on its way to the API.
 */
export function dueForRefresh(session: SessionTokens, now: number): boolean {
  const marginMs = Math.min(30_000, (session.expiresIn * 1000) / 5);
  return now >= session.createdAt + session.expiresIn * 1000 - marginMs;
}

/** The access token of a still-valid anonymous session, for rendering (cookies are read-only there). */
export async function anonymousTokenForRead(now = Date.now()): Promise<string | undefined> {
  const session = await readAnonymousSession();
  if (!session || dueForRefresh(session, now)) return undefined;
  return session.accessToken;
}

/**
 * The anonymous token for a Server Action: refreshed when due, or a new anonymous session when
 * there is none (spec §4: none/public → anonymous when a cart is needed). Undefined when the API
 * cannot issue one.
 */
export async function anonymousTokenForWrite(create: boolean): Promise<string | undefined> {
  const session = await readAnonymousSession();
  if (session && !dueForRefresh(session, Date.now())) return session.accessToken;
  const fresh = session ? await refreshAnonymous(session) : undefined;
  if (fresh) {
    await save(fresh);
    return fresh.accessToken;
  }
  if (!create) {
    if (session) await clearAnonymousSession();
    return undefined;
  }
  const reply = await accountCall('/auth/anonymous', { body: {}, auth: { client: true } });
  const started = reply.status === 200 ? tokensOf(reply.body, undefined) : undefined;
  if (!started) return undefined;
  await save(started);
  return started.accessToken;
}

/** Remembers the anonymous session's cart id (for the merge at login). */
export async function rememberAnonymousCartId(cartId: string): Promise<void> {
  const session = await readAnonymousSession();
  if (session && session.cartId !== cartId) await save({ ...session, cartId });
}
