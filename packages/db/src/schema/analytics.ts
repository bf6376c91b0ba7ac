import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * First-party analytics (POST /events): page views and the spec's commerce events (spec §7).
 * No IP address is stored: `sourceKey` is a one-way digest of it, kept only so the collection
 * limit can be counted in the database (every API instance sees the same counts).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The browser's id for the event: a batch sent again after a lost reply is stored once. */
    messageId: uuid('message_id').notNull(),
    /** 'page' or 'track'. */
    type: text('type').notNull(),
    /** The tracked event's name (Login, Product Added to Cart, ...); null for page views. */
    event: text('event'),
    anonymousId: text('anonymous_id').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    /** When the browser says it happened; `receivedAt` is when we stored it. */
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    sourceKey: text('source_key').notNull(),
  },
  (t) => [
    uniqueIndex('analytics_events_message_uq').on(t.messageId),
    index('analytics_events_source_time_idx').on(t.sourceKey, t.receivedAt),
    index('analytics_events_event_time_idx').on(t.event, t.occurredAt),
  ],
);
