import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { authTokensSchema } from '@chairside/contracts';
import { tokenExpired, tokenNeedsRefresh } from '@chairside/domain';
import { keyedTtlCache } from '@/lib/api/ttl-cache';
import { sessionCookieName } from '@/lib/request-headers';
import { processWide } from './process-wide';
import { sessionSecret } from './secret';

/**
 * The customer's tokens, kept only in an encrypted (iron-session seal, key from secret.ts), HttpOnly, SameSite=Lax
 * cookie; never in browser storage (DESIGN.md §5).
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
  /**
   * Epoch milliseconds of the last change made through this session to the customer (default
   * address, office, profile) or its cart: part of the key of what is remembered per session
   * (session-cache.ts), so that every web instance reads the changed data on the next page.
   */
  changedAt?: number;
}

/** The tokens of an /auth or /oauth answer, issued now; undefined for a body that is not the contract's. */
export function sessionTokensOf(body: unknown): SessionTokens | undefined {
  const parsed = authTokensSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    expiresIn: parsed.data.expires_in,
    createdAt: Date.now(),
  };
}

/** The cookie lives as long as a refresh token may; the API decides whether it is still valid. */
export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30;

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: sessionMaxAgeSeconds };
}

export function sealSession(tokens: SessionTokens): Promise<string> {
  return sealData(tokens, { password: sessionSecret(), ttl: sessionMaxAgeSeconds });
}

/**
 * Cookies unsealed lately, by a hash of their value: the proxy and the page of one request, and the
 * next pages of the session, decrypt a cookie once. A value stands for the same tokens until its
 * seal expires; the entries are frozen because every reader shares them.
 */
const unsealed = processWide('unsealed-session-cookies', () =>
  keyedTtlCache<SessionTokens>({ max: 10_000, ttlMs: 60_000 }),
);

/** The expiry (epoch ms) an iron seal carries in its sixth field; undefined when it has none. */
function sealExpiresAt(value: string): number | undefined {
  const expiresAt = Number(value.split('*')[5]);
  return Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : undefined;
}

async function unsealValue(value: string): Promise<SessionTokens | undefined> {
  try {
    const data = await unsealData<Partial<SessionTokens>>(value, {
      password: sessionSecret(),
      ttl: sessionMaxAgeSeconds,
    });
    if (typeof data.accessToken !== 'string' || typeof data.refreshToken !== 'string') return undefined;
    if (typeof data.expiresIn !== 'number' || typeof data.createdAt !== 'number') return undefined;
    const tokens: SessionTokens = {
      accessToken: data.accessToken,
      refreshToken: data.refreshToken,
      expiresIn: data.expiresIn,
      createdAt: data.createdAt,
    };
    if (typeof data.cartId === 'string') tokens.cartId = data.cartId;
    if (typeof data.changedAt === 'number') tokens.changedAt = data.changedAt;
    return Object.freeze(tokens);
  } catch {
    return undefined;
  }
}

/** The tokens of a cookie value; undefined for a missing, forged, expired or malformed cookie. */
export async function unsealSession(value: string | undefined): Promise<SessionTokens | undefined> {
  if (!value) return undefined;
  const key = createHash('sha256').update(value).digest('base64url');
  return unsealed.get(key, () => unsealValue(value), { until: sealExpiresAt(value) });
}

export function needsRefresh(tokens: SessionTokens, now = Date.now()): boolean {
  return tokenNeedsRefresh({ createdAt: tokens.createdAt, expiresIn: tokens.expiresIn }, now);
}

export function hasExpired(tokens: SessionTokens, now = Date.now()): boolean {
  return tokenExpired({ createdAt: tokens.createdAt, expiresIn: tokens.expiresIn }, now);
}

export { sessionCookieName };
