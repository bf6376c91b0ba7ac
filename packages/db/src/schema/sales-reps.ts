import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessUnits, customers } from './customers';

/**
 * Which offices a sales representative serves (issue 18): a representative may have hundreds, an office more than
 * one representative. A representative reaches the customers of its assigned offices only.
 */
export const salesRepAssignments = pgTable(
  'sales_rep_assignments',
  {
    salesRepId: uuid('sales_rep_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salesRepId, t.businessUnitId] }),
    index('sales_rep_assignments_office_idx').on(t.businessUnitId),
  ],
);

export const auditActorKinds = ['customer', 'sales-rep', 'staff', 'worker'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

/**
 * The audit trail (issue 18): every sync start and end and every write made while a representative acts for a
 * customer (who, for whom, what, when), readable by the customer's office and by staff. Append-only; emails are
 * copied so the trail still reads after an account is gone.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    subjectCustomerId: uuid('subject_customer_id'),
    subjectEmail: text('subject_email'),
    /** The office whose trail it joins (the subject's active office when the event happened). */
    businessUnitId: uuid('business_unit_id'),
    sessionId: uuid('session_id'),
    requestId: text('request_id'),
    /** sync.start, sync.end, or the write's method and route: "POST /aces/me/carts/:id". */
    action: text('action').notNull(),
    /** The resource the write changed (a cart, order, list or plan id), when it names one. */
    resourceId: text('resource_id'),
    /** The HTTP status the write answered with. */
    status: integer('status'),
    /** Why a sync ended (ended, signed out, expired, assignment removed), or a note about the write. */
    note: text('note'),
  },
  (t) => [
    index('audit_events_office_at_idx').on(t.businessUnitId, t.at),
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
    index('audit_events_subject_at_idx').on(t.subjectCustomerId, t.at),
    index('audit_events_syncs_idx')
      .on(t.actorId, t.at)
      .where(sql`${t.action} = 'sync.start'`),
  ],
);
