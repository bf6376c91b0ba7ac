import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every mutable resource carries a version (optimistic concurrency) and commercetools timestamps. */
export const versioned = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A commercetools LocalizedString, e.g. {"en-US": "Gloves"}. */
export type LocalizedString = Record<string, string>;
