import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './common';
import { customers } from './customers';
import { discountCodes } from './discount-codes';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * SMS sign-ups (issue 20): a customer's mobile number (E.164) with the consent it gave (TCPA: the exact text, its
 * version, when, and from which address and browser), the pending confirmation code, and once confirmed the
 * single-use discount code it earned. One row per customer ever (a pending row takes a corrected number); one
 * confirmed row per number ever. Codes are stored hashed.
 */
export const smsSignups = pgTable(
  'sms_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['pending', 'confirmed'] })
      .notNull()
      .default('pending'),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentedAt: at('consented_at').notNull(),
    consentIp: text('consent_ip'),
    consentUserAgent: text('consent_user_agent'),
    /** sha256 of the sign-up id and the texted code; cleared once confirmed. */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeSentAt: at('code_sent_at'),
    /** Entries made against the current code. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    confirmedAt: at('confirmed_at'),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    ...versioned,
  },
  (t) => [
    uniqueIndex('sms_signups_customer_key').on(t.customerId),
    uniqueIndex('sms_signups_confirmed_phone_key')
      .on(t.phone)
      .where(sql`${t.status} = 'confirmed'`),
    uniqueIndex('sms_signups_discount_code_key').on(t.discountCodeId),
    index('sms_signups_phone_idx').on(t.phone),
    check('sms_signups_status_ck', sql`${t.status} in ('pending', 'confirmed')`),
    check('sms_signups_phone_e164', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      'sms_signups_confirmed_complete',
      sql`${t.status} <> 'confirmed' or (${t.confirmedAt} is not null and ${t.discountCodeId} is not null)`,
    ),
  ],
);

/**
 * Every text the API sends. Without an SMS provider it is only kept here (read it with `npm run sms`); with one, it is
 * written first and then handed to the provider outside any transaction, and the outcome recorded.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose', { enum: ['confirmation-code', 'discount-code'] }).notNull(),
    signupId: uuid('signup_id').references(() => smsSignups.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The provider it went to (e.g. twilio); null for a text kept in the outbox only. */
    provider: text('provider'),
    sentAt: at('sent_at'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
  },
  (t) => [
    index('sms_outbox_to_created_idx').on(t.to, t.createdAt),
    index('sms_outbox_created_idx').on(t.createdAt),
    check('sms_outbox_purpose_ck', sql`${t.purpose} in ('confirmation-code', 'discount-code')`),
  ],
);
