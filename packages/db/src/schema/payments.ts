import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './common';
import { businessUnits, customers } from './customers';

/**
 * A card tokenized by the payment gateway. Only what the gateway hands back is kept: its token,
 * brand, last four digits and expiry; never the card number or CVC (PCI DSS 3.3.1.2, 3.4.1).
 * `saved` false marks a one-time card: usable by its uuid for an order, never listed.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The office that was active when the card was added (informational; cards belong to the customer). */
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    saved: boolean('saved').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...versioned,
  },
  (t) => [
    index('saved_cards_customer_idx').on(t.customerId, t.createdAt),
    // At most one primary card per customer, enforced by the database.
    uniqueIndex('saved_cards_primary_uq')
      .on(t.customerId)
      .where(sql`${t.isPrimary}`),
  ],
);
