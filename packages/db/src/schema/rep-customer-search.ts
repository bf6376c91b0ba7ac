import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businessUnits, customers } from './customers';

/**
 * What a sales representative's customer search matches (issue 18), one row per membership (customer, office) of a
 * customer who is not a representative: one trigram index serves every searched text, so a search is one index scan
 * per query word instead of a union over four tables. Kept by triggers (migration 0025), whose function
 * `refresh_rep_customer_search` holds the one definition of `document`: the lower-cased customer's first and last
 * name, email and practice, the office's name and key, its addresses' cities and its shipping-account numbers.
 */
export const repCustomerSearch = pgTable(
  'rep_customer_search',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.businessUnitId] }),
    index('rep_customer_search_document_trgm').using('gin', sql`${t.document} gin_trgm_ops`),
    index('rep_customer_search_office_idx').on(t.businessUnitId),
  ],
);
