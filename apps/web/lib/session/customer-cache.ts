import 'server-only';
import { createHash } from 'node:crypto';
import type { Customer } from '@chairside/contracts';
import { keyedTtlCache } from '../api/ttl-cache';
import type { SessionTokens } from './cookie';
import { processWide } from './process-wide';

/**
 * Changes made elsewhere (another device, customer service) show within this time; changes made
 * through this session show at once (customerChangedAt).
 */
const rememberMs = 30_000;

/**
 * GET /aces/me answers remembered per session for a short time, so that browsing page after page
 * does not cost a call each (issue 5). Keyed by a hash of the access token, never shared between
 * visitors, and never kept past the token's expiry: a refreshed token, and so a session ended
 * elsewhere, starts afresh. The session's customerChangedAt is part of the key, so a change the
 * customer makes through the storefront is read anew by every web instance.
 */
const customers = processWide('session-customers', () => keyedTtlCache<Customer>({ max: 2_000, ttlMs: rememberMs }));

function keyOf(tokens: SessionTokens): string {
  return `${createHash('sha256').update(tokens.accessToken).digest('base64url')}:${tokens.customerChangedAt ?? 0}`;
}

/** The session's customer, loaded when not remembered; a load that finds none is not kept. */
export function rememberedCustomer(tokens: SessionTokens, load: () => Promise<Customer | undefined>): Promise<Customer | undefined> {
  return customers.get(keyOf(tokens), load, { until: tokens.createdAt + tokens.expiresIn * 1000 });
}

export function forgetCustomer(tokens: SessionTokens): void {
  customers.delete(keyOf(tokens));
}
