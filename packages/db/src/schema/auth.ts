import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessUnits, customers } from './customers';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sign-in session: the family of refresh tokens issued from one login (or one anonymous start).
 * Revoking it ends every token of the family; it also carries the session's active office.
 */
/** A customer account signed in as a sales representative acts for the customers assigned to it. */
export type SessionRole = 'sales_rep';

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    anonymousId: text('anonymous_id'),
    scopes: text('scopes').array().notNull(),
    activeBusinessUnitId: uuid('active_business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    /** How the account acts in this session: null for a customer (and anonymous sessions), sales_rep for a representative. */
    role: text('role').$type<SessionRole>(),
    /**
     * The customer a representative's session acts for (issue 18), since when and until when: null when it acts for
     * nobody. The assignment is checked again on every request; a sync past `subject_until` has ended.
     */
    subjectCustomerId: uuid('subject_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    subjectSince: at('subject_since'),
    subjectUntil: at('subject_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** Absolute lifetime: no refresh extends a session past this instant. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('auth_sessions_customer_idx').on(t.customerId),
    index('auth_sessions_anonymous_idx').on(t.anonymousId),
    check('auth_sessions_role_ck', sql`${t.role} is null or ${t.role} = 'sales_rep'`),
    // The API's revocation watch asks for the sessions ended lately, every second or so.
    index('auth_sessions_revoked_idx')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

/** Refresh tokens, stored only as SHA-256 hashes; each is single-use (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** What a mailed link does: set a new password, or confirm the email of a registration. */
export type AccountLinkPurpose = 'password_reset' | 'signup_confirmation';

/**
 * Single-use, expiring links mailed to a customer (hash of the token only). The table kept the name of its first
 * purpose; each purpose only ever reads its own links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountLinkPurpose>().notNull().default('password_reset'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('password_reset_tokens_customer_idx').on(t.customerId),
    check('password_reset_tokens_purpose_ck', sql`${t.purpose} in ('password_reset', 'signup_confirmation')`),
  ],
);

/**
 * Failed sign-in attempts keyed by account ("account:<email>") or client IP ("ip:<address>"),
 * held in the database so every API instance applies the same limits.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  // The time index serves the periodic cleanup (jobs/auth-cleanup), which deletes by age across keys.
  (t) => [
    index('auth_failures_key_time_idx').on(t.key, t.occurredAt),
    index('auth_failures_time_idx').on(t.occurredAt),
  ],
);

/** Outgoing mail. With no SMTP configured this is the local outbox a developer reads (`npm run mail`). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    transportMessageId: text('transport_message_id'),
    /** When to try delivering next (SMTP configured); null for mail kept only in the outbox. */
    nextAttemptAt: at('next_attempt_at'),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery in progress keeps others off the mail until then (a sender that died frees it). */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);

/** Messages to customer service (POST /mw/support), e.g. "no valid shipping address". */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_customer_idx').on(t.customerId)],
);
