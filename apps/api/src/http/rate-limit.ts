import { createHash } from 'node:crypto';
import { rateLimitRepository, type Db } from '@chairside/db';
import { ApiError } from './api-error';

/** A 429 with the seconds to wait in Retry-After. */
export class TooManyRequestsError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
  ) {
    super(429, 'TooManyRequests', message, {}, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}

export interface RateLimit {
  /** Names the limit; part of the counter key, so limits never share counters. */
  name: string;
  /** Hits allowed per window and subject. */
  limit: number;
  windowMs: number;
}

/**
 * A fixed-window limit counted in the database, so every API instance applies one limit. Each
 * call counts, allowed or not: a client that keeps trying stays blocked until the window ends.
 */
export function rateLimiter(db: Db, { name, limit, windowMs }: RateLimit, now: () => Date = () => new Date()) {
  const counters = rateLimitRepository(db);
  return {
    /** Counts a hit for the subject and throws TooManyRequestsError when it is over the limit. */
    async hit(subject: string, message?: string): Promise<void> {
      const at = now().getTime();
      const windowStart = at - (at % windowMs);
      const key = createHash('sha256').update(`${name}\u0000${subject}`).digest('hex').slice(0, 40);
      const hits = await counters.hit(key, new Date(windowStart));
      if (hits > limit)
        throw new TooManyRequestsError(Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)), message);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
