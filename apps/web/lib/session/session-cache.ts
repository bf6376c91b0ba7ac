import 'server-only';
import { createHash } from 'node:crypto';
import type { Cart, Customer } from '@chairside/contracts';
import { keyedTtlCache } from '@/lib/api/ttl-cache';
import type { SessionTokens } from './cookie';
import { processWide } from './process-wide';

/**
 * Changes made elsewhere (another device, customer service) show within this time, and so does the end of the
 * session itself (a sign-out answered by another storefront worker, a password change: the API refuses the session's
 * tokens within a second, issue 14); changes made through this session show at once (the session's changedAt stamp).
 * Short, because a replayed cookie of a signed-out session must stop working within seconds; a page still saves the
 * two reads while a customer browses.
 */
export const sessionRememberMs = 3_000;

/** What every page of a signed-in session needs again: the customer, and the cart (header badge, progress bar). */
interface Remembered {
  customer: Customer;
  /** `null`: the customer has no active cart. */
  cart: Cart | null;
}

/**
 * API answers remembered per session for a short time, so that browsing page after page does not
 * cost a GET /aces/me and a GET active-cart each (issue 5). Keyed by a hash of the access token,
 * never shared between visitors, and never kept past the token's expiry: a refreshed token, and so
 * a session ended elsewhere, starts afresh. The session's changedAt is part of the key, so a
 * change the customer makes through the storefront is read anew by every web instance.
 */
const remembered = processWide('session-answers', () =>
  keyedTtlCache<Remembered[keyof Remembered]>({ max: 4_000, ttlMs: sessionRememberMs }),
);

function keyOf(slot: keyof Remembered, tokens: SessionTokens): string {
  return `${slot}:${createHash('sha256').update(tokens.accessToken).digest('base64url')}:${tokens.changedAt ?? 0}`;
}

/** The session's answer for `slot`, loaded when not remembered; a load that finds nothing (undefined) is not kept. */
export function rememberForSession<S extends keyof Remembered>(
  slot: S,
  tokens: SessionTokens,
  load: () => Promise<Remembered[S] | undefined>,
): Promise<Remembered[S] | undefined> {
  return remembered.get(keyOf(slot, tokens), load, { until: tokens.createdAt + tokens.expiresIn * 1000 }) as Promise<
    Remembered[S] | undefined
  >;
}

export function forgetSession(tokens: SessionTokens): void {
  remembered.delete(keyOf('customer', tokens));
  remembered.delete(keyOf('cart', tokens));
}
