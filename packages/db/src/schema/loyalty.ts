import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LoyaltyProgramme } from '@chairside/domain';
import { businessUnits, customers } from './customers';

/**
 * Loyalty programmes as data (issue 19): the ASAP programme's category percentages, spend tiers, buying groups and
 * year, seeded by the migration and later edited in the back office. Read through a short cache by the API.
 */
export const loyaltyProgrammes = pgTable('loyalty_programmes', {
  key: text('key').primaryKey(),
  terms: jsonb('terms').$type<LoyaltyProgramme>().notNull(),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * An office's ASAP enrolment: who enrolled it (and the representative acting for them, if any), the practice details
 * and the acknowledgements given. Ending it keeps the row (history stays); at most one enrolment per office is open.
 */
export const asapEnrollments = pgTable(
  'asap_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    enrolledByCustomerId: uuid('enrolled_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    enrolledByRepId: uuid('enrolled_by_rep_id').references(() => customers.id, { onDelete: 'set null' }),
    practiceName: text('practice_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    practiceType: text('practice_type').notNull(),
    termsVersion: text('terms_version').notNull(),
    /** When the customer acknowledged that discounts must be disclosed and reported (federal programmes). */
    disclosureAcknowledgedAt: timestamp('disclosure_acknowledged_at', { withTimezone: true, mode: 'date' }).notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedByCustomerId: uuid('ended_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    endedByRepId: uuid('ended_by_rep_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open enrolment per office, whoever of its customers (or their representative) asks twice at once.
    uniqueIndex('asap_enrollments_open_office_uq')
      .on(t.businessUnitId)
      .where(sql`${t.endedAt} is null`),
    index('asap_enrollments_office_idx').on(t.businessUnitId, t.enrolledAt),
    check('asap_enrollments_ended_ck', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.enrolledAt}`),
  ],
);
