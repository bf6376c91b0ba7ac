import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { auditEvents } from '../schema';

export type AuditEventRecord = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id'>;

/** Whose trail: an office's, an actor's, a subject customer's (any combination). */
export interface AuditTrailFilter {
  businessUnitId?: string | undefined;
  actorId?: string | undefined;
  subjectCustomerId?: string | undefined;
}

/** The audit trail (issue 18): appended to by the sync and the write audit, read per office, newest first. */
export function auditEventRepository(db: Db) {
  return {
    async record(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },

    /**
     * One page of the trail of an office, an actor or a subject customer (each has its index with the time), newest
     * first, and how many events match.
     */
    async list(
      of: AuditTrailFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AuditEventRecord[]; total: number }> {
      const where = and(
        of.businessUnitId ? eq(auditEvents.businessUnitId, of.businessUnitId) : undefined,
        of.actorId ? eq(auditEvents.actorId, of.actorId) : undefined,
        of.subjectCustomerId ? eq(auditEvents.subjectCustomerId, of.subjectCustomerId) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}
