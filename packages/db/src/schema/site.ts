import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Storefront route rules: a path that redirects elsewhere (internal path or external URL). */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourcePath: text('source_path').notNull(),
    target: text('target').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redirect_rules_source_uq').on(t.sourcePath)],
);

/** Newsletter signups, deduplicated by lower-cased email; synced to the email-marketing provider when configured. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    source: text('source').notNull().default('footer'),
    providerStatus: text('provider_status').notNull().default('local'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    providerSyncedAt: timestamp('provider_synced_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_uq').on(sql`lower(${t.email})`),
    index('newsletter_subscriptions_created_idx').on(t.createdAt),
  ],
);

/** OAuth API clients (storefront, importer); secrets stored hashed. */
export const apiClients = pgTable('api_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
