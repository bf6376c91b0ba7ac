import 'server-only';
import { cookies, headers } from 'next/headers';
import { accountCall } from '@/lib/api/account-client';
import { requestHeaderNames } from '@/lib/request-headers';
import {
  hasExpired,
  needsRefresh,
  sealSession,
  sessionCookieOptions,
  sessionTokensOf,
  unsealSession,
  type SessionTokens,
} from './cookie';
import { refreshAnonymous } from './refresh';

/**
 * The anonymous visitor's cart session (spec §4 session mode "anonymous": a cart token). Kept in
 * its own sealed HttpOnly cookie, apart from the customer session, so that holding a cart never
 * makes a visitor look signed in to the proxy's login-required routes.
 */
export const anonymousCookieName = 'chairside_cart';

export async function readAnonymousSession(): Promise<SessionTokens | undefined> {
  return unsealSession((await cookies()).get(anonymousCookieName)?.value);
}

/**
 * The anonymous cart handed to POST /auth/user at login so the API merges it (spec §7 cart_id), with a current access
 * token of its session: the API merges only a cart of the session that proves itself. For a Server Action (it may
 * refresh the session's tokens).
 */
export async function anonymousCartForMerge(): Promise<{ cartId: string; token: string } | undefined> {
  const session = await readAnonymousSession();
  if (!session?.cartId) return undefined;
  const current = needsRefresh(session) ? await refreshAnonymous(session) : session;
  if (!current) return undefined;
  if (current !== session) await save(current);
  return { cartId: session.cartId, token: current.accessToken };
}

async function save(tokens: SessionTokens): Promise<void> {
  const https = (await headers()).get(requestHeaderNames.https) === '1';
  (await cookies()).set(anonymousCookieName, await sealSession(tokens), sessionCookieOptions(https));
}

export async function clearAnonymousSession(): Promise<void> {
  (await cookies()).delete(anonymousCookieName);
}

/**
 * The access token of a still-valid anonymous session, for rendering (cookies are read-only there). A token the proxy
 * found not yet due may have become due by the time the page renders (a slow render, or short-lived test tokens):
 * it is still good until it expires, and giving it up showed an existing cart as empty.
 */
export async function anonymousTokenForRead(now = Date.now()): Promise<string | undefined> {
  const session = await readAnonymousSession();
  if (!session || hasExpired(session, now)) return undefined;
  return session.accessToken;
}

/**
 * The anonymous token for a Server Action: refreshed when due, or a new anonymous session when
 * there is none or it cannot be refreshed (spec §4: none/public → anonymous when a cart is needed).
 * Undefined when the API cannot issue one.
 */
export async function anonymousTokenForWrite(): Promise<string | undefined> {
  const session = await readAnonymousSession();
  if (session && !needsRefresh(session)) return session.accessToken;
  const fresh = session ? await refreshAnonymous(session) : undefined;
  if (fresh) {
    await save(fresh);
    return fresh.accessToken;
  }
  const reply = await accountCall('/auth/anonymous', { body: {}, auth: { client: true } });
  const started = reply.status === 200 ? sessionTokensOf(reply.body) : undefined;
  if (!started) return undefined;
  await save(started);
  return started.accessToken;
}

/** Remembers the anonymous session's cart id (for the merge at login). */
export async function rememberAnonymousCartId(cartId: string): Promise<void> {
  const session = await readAnonymousSession();
  if (session && session.cartId !== cartId) await save({ ...session, cartId });
}
