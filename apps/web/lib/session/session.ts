import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import {
  customerSchema,
  sessionsRevokedSchema,
  type AuthUserRequest,
  type Customer,
  type SignupConfirmRequest,
} from '@chairside/contracts';
import { accountCall, type ApiReply } from '@/lib/api/account-client';
import { requestHeaderNames } from '@/lib/request-headers';
import { anonymousCartForMerge } from './anonymous-session';
import {
  needsRefresh,
  sealSession,
  sessionCookieName,
  sessionCookieOptions,
  sessionTokensOf,
  unsealSession,
  type SessionTokens,
} from './cookie';
import { refreshSession } from './refresh';
import { forgetSession, rememberForSession } from './session-cache';

/** The session's tokens as the request's cookie holds them (the proxy has refreshed them already when due). */
export const getSession = cache(async (): Promise<SessionTokens | undefined> => {
  return unsealSession((await cookies()).get(sessionCookieName)?.value);
});

async function isHttps(): Promise<boolean> {
  return (await headers()).get(requestHeaderNames.https) === '1';
}

/** Writes the session cookie. Only Server Actions and Route Handlers may call it. */
async function saveSession(tokens: SessionTokens): Promise<void> {
  (await cookies()).set(sessionCookieName, await sealSession(tokens), sessionCookieOptions(await isHttps()));
}

async function clearSession(): Promise<void> {
  (await cookies()).delete(sessionCookieName);
}

export type SignInResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'credentials' | 'tooManyAttempts' | 'botProtection' | 'unavailable';
      retryAfterSeconds?: number;
    };

/** An anonymous visitor's cart goes along with its session's token, so the API can hand it to the customer (spec §7). */
async function cartHandover(): Promise<Pick<AuthUserRequest, 'cart_id' | 'anonymous_token'>> {
  const cart = await anonymousCartForMerge();
  return cart ? { cart_id: cart.cartId, anonymous_token: cart.token } : {};
}

/**
 * POST /auth/user with the form's bot-protection token (for action 'login'). Success stores the
 * tokens (user mode); any other reply leaves no session (spec §4).
 */
export async function signIn(username: string, password: string, botToken: string | undefined): Promise<SignInResult> {
  let reply: ApiReply;
  const body: AuthUserRequest = { username, password, 'recaptcha-token': botToken, ...(await cartHandover()) };
  try {
    reply = await accountCall('/auth/user', { body, auth: { client: true } });
  } catch {
    await clearSession();
    return { ok: false, reason: 'unavailable' };
  }
  // A customer session holds no cart id: the customer's active cart is loaded by afterLogin.
  const tokens = reply.status === 200 ? sessionTokensOf(reply.body) : undefined;
  if (tokens) {
    await saveSession(tokens);
    return { ok: true };
  }
  await clearSession();
  if (reply.status === 429) {
    const retryAfter = Number(reply.headers.get('retry-after'));
    return {
      ok: false,
      reason: 'tooManyAttempts',
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
    };
  }
  if (reply.status === 400) return { ok: false, reason: 'botProtection' };
  if (reply.status === 401 || reply.status === 204) return { ok: false, reason: 'credentials' };
  return { ok: false, reason: 'unavailable' };
}

/**
 * POST /auth/signup/confirm with the token of a registration's confirmation link: the API confirms the email and signs
 * the new customer in, taking the visitor's cart along as sign-in does. Success stores the tokens; otherwise the
 * API's reply is returned for the caller to explain (none when the API could not be reached).
 */
export async function signInWithSignupLink(token: string): Promise<{ ok: true } | { ok: false; reply?: ApiReply }> {
  const body: SignupConfirmRequest = { token, ...(await cartHandover()) };
  let reply: ApiReply;
  try {
    reply = await accountCall('/auth/signup/confirm', { body, auth: { client: true } });
  } catch {
    return { ok: false };
  }
  const tokens = reply.status === 200 ? sessionTokensOf(reply.body) : undefined;
  if (!tokens) return { ok: false, reply };
  await saveSession(tokens);
  return { ok: true };
}

/** POST /auth/logout (revokes the refresh token) and clears the cookie, whatever the API answers. */
export async function signOut(): Promise<void> {
  const session = await getSession();
  if (session) {
    forgetSession(session);
    try {
      await accountCall('/auth/logout', { body: { refresh_token: session.refreshToken }, auth: { client: true } });
    } catch {
      // The cookie is cleared anyway; the refresh token expires on its own.
    }
  }
  await clearSession();
}

export type EndOtherSessionsResult = { ok: true; revoked: number } | { ok: false; reason: 'signedOut' | 'unavailable' };

/**
 * POST /auth/sessions/revoke-others with this session's refresh token: every other sign-in of the
 * customer ends, this one stays. A refusal means this session has ended too; its cookie is cleared.
 */
export async function endOtherSessions(): Promise<EndOtherSessionsResult> {
  const session = await getSession();
  if (!session) return { ok: false, reason: 'signedOut' };
  let reply: ApiReply;
  try {
    reply = await accountCall('/auth/sessions/revoke-others', {
      body: { refresh_token: session.refreshToken },
      auth: { client: true },
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const body = sessionsRevokedSchema.safeParse(reply.body);
  if (reply.status === 200 && body.success) return { ok: true, revoked: body.data.revoked };
  if (reply.status === 400) {
    await clearSession();
    return { ok: false, reason: 'signedOut' };
  }
  return { ok: false, reason: 'unavailable' };
}

/**
 * The session's tokens, refreshed when elapsed seconds reach expires_in. In a Server Action or
 * Route Handler the new tokens are stored; a failed refresh clears the session (anonymous).
 * Pages normally see fresh tokens because the proxy refreshes before rendering.
 */
export async function currentTokens(): Promise<SessionTokens | undefined> {
  const session = await getSession();
  if (!session || !needsRefresh(session)) return session;
  const fresh = await refreshSession(session);
  try {
    if (fresh) await saveSession(fresh);
    else await clearSession();
  } catch {
    // Rendering a page: cookies are read-only here; the proxy persists refreshed tokens instead.
  }
  return fresh;
}

/** The customer's access token (see currentTokens). */
export async function getCustomerAccessToken(): Promise<string | undefined> {
  return (await currentTokens())?.accessToken;
}

/**
 * After the customer or its cart changed through this session (Server Actions only): the stamp in
 * the cookie makes every web instance read them anew, and this one forgets what it remembered. The
 * cookie as this request now holds it is read, since it may have been refreshed during the action.
 * Anonymous sessions remember nothing, so there is nothing to stamp.
 */
export async function markSessionChanged(): Promise<void> {
  const session = await unsealSession((await cookies()).get(sessionCookieName)?.value);
  if (!session) return;
  forgetSession(session);
  await saveSession({ ...session, changedAt: Date.now() });
}

/**
 * For a session the API refused while a page rendered (its access token was revoked before it
 * expired, e.g. "Sign Out Other Sessions" elsewhere): refresh once; if the API then accepts the new
 * token the session goes on, otherwise it has ended and its cookie is cleared. Route Handlers only.
 */
export async function recheckSession(): Promise<'active' | 'ended'> {
  const session = await getSession();
  if (!session) return 'ended';
  const accepted = async (token: string) => {
    try {
      return (await accountCall('/aces/me', { auth: { bearer: token } })).status === 200;
    } catch {
      return false;
    }
  };
  if (await accepted(session.accessToken)) return 'active';
  const fresh = await refreshSession(session);
  if (fresh && (await accepted(fresh.accessToken))) {
    await saveSession(fresh);
    return 'active';
  }
  await clearSession();
  return 'ended';
}

async function fetchCustomer(accessToken: string): Promise<Customer | undefined> {
  try {
    const reply = await accountCall('/aces/me', { auth: { bearer: accessToken } });
    if (reply.status !== 200) return undefined;
    const parsed = customerSchema.safeParse(reply.body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /aces/me for this request (React cache: per request, never shared between visitors). Always
 * asks the API: for account pages and actions, which show and update the customer at its version.
 */
export const getCurrentCustomer = cache(async (): Promise<Customer | undefined> => {
  const token = await getCustomerAccessToken();
  return token ? fetchCustomer(token) : undefined;
});

/**
 * The customer as every page's header and prices need it: remembered for the session's next pages
 * for a short time (session-cache.ts), per request as well, never shared between visitors.
 */
export const getRememberedCustomer = cache(async (): Promise<Customer | undefined> => {
  const tokens = await currentTokens();
  if (!tokens) return undefined;
  return rememberForSession('customer', tokens, () => fetchCustomer(tokens.accessToken));
});
