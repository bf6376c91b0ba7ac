import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { auditEvents } from '../schema';

export type AuditEventRecord = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id'>;

/** The audit trail (issue 18): appended to by the sync and the write audit, read per office, newest first. */
export function auditEventRepository(db: Db) {
  return {
    async record(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },

    /** One page of an office's trail and how many events it holds (the office-and-time index serves both). */
    async listForOffice(
      businessUnitId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AuditEventRecord[]; total: number }> {
      const ofOffice = eq(auditEvents.businessUnitId, businessUnitId);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(ofOffice)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(auditEvents).where(ofOffice),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}
