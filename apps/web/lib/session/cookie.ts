import { sealData, unsealData } from 'iron-session';
import { tokenNeedsRefresh } from '@chairside/domain';
import { sessionCookieName } from '../request-headers';

/**
 * The customer's tokens, kept only in an encrypted (iron-session seal), HttpOnly, SameSite=Lax
 * cookie; never in browser storage (DESIGN.md §5). Set SESSION_SECRET (at least 32 characters) in
 * every deployed environment; the default below is for local development and the tests only.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  /** Epoch milliseconds when the access token was issued. */
  createdAt: number;
  /**
   * The anonymous visitor's cart (carts arrive with their own issue): handed to POST /auth/user as
   * cart_id at login so the API can merge it into the customer's, and kept across refreshes.
   */
  cartId?: string;
}

const devSecret = 'chairside-dev-session-secret-change-me-0123456789';

let warned = false;

function sessionSecret(): string {
  if (!process.env.SESSION_SECRET && process.env.NODE_ENV === 'production' && !warned) {
    warned = true;
    console.warn('SESSION_SECRET is not set: the session cookie uses the development secret. Set it (32+ random characters) in every deployment.');
  }
  const secret = process.env.SESSION_SECRET ?? devSecret;
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long.');
  return secret;
}

/** The cookie lives as long as a refresh token may; the API decides whether it is still valid. */
export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30;

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: sessionMaxAgeSeconds };
}

export function sealSession(tokens: SessionTokens): Promise<string> {
  return sealData(tokens, { password: sessionSecret(), ttl: sessionMaxAgeSeconds });
}

/** The tokens of a cookie value; undefined for a missing, forged, expired or malformed cookie. */
export async function unsealSession(value: string | undefined): Promise<SessionTokens | undefined> {
  if (!value) return undefined;
  try {
    const data = await unsealData<Partial<SessionTokens>>(value, { password: sessionSecret(), ttl: sessionMaxAgeSeconds });
    if (typeof data.accessToken !== 'string' || typeof data.refreshToken !== 'string') return undefined;
    if (typeof data.expiresIn !== 'number' || typeof data.createdAt !== 'number') return undefined;
    const tokens: SessionTokens = { accessToken: data.accessToken, refreshToken: data.refreshToken, expiresIn: data.expiresIn, createdAt: data.createdAt };
    return typeof data.cartId === 'string' ? { ...tokens, cartId: data.cartId } : tokens;
  } catch {
    return undefined;
  }
}

export function needsRefresh(tokens: SessionTokens, now = Date.now()): boolean {
  return tokenNeedsRefresh({ createdAt: tokens.createdAt, expiresIn: tokens.expiresIn }, now);
}

export { sessionCookieName };
