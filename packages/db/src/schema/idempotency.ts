import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Idempotency-Key claims (IETF draft, Stripe semantics): one row per caller and key, claimed
 * before the work starts and completed with the response it produced, which retries replay.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose key it is (e.g. "customer:<id>"): two callers may pick the same key. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** Identifies method, path and body, so a reused key with another request is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the running claim was taken; a claim abandoned by a crashed process is taken over after a while. */
    lockedAt: at('locked_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_uq').on(t.owner, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
