import type { AuditEvent, StaffAuditEventQuery } from '@chairside/contracts';
import { auditEventRepository, type AuditEventRecord, type Db } from '@chairside/db';
import type { SubjectContext } from '../../access/request-context';
import { summaryOf } from './audit-summaries';

function toAuditEvent(event: AuditEventRecord, { staff = false } = {}): AuditEvent {
  return {
    ...(staff && {
      office_id: event.businessUnitId,
      actor_id: event.actorId,
      subject_customer_id: event.subjectCustomerId,
    }),
    id: String(event.id),
    at: event.at.toISOString(),
    action: event.action,
    summary: summaryOf(event),
    actor: { kind: event.actorKind, email: event.actorEmail },
    subject_email: event.subjectEmail,
    resource_id: event.resourceId,
  };
}

/** The audit trail (issue 18): an office's for its customer (GET /mw/audit-events), any for staff. */
export function auditService(db: Db) {
  const events = auditEventRepository(db);
  return {
    async list(context: SubjectContext, page: { limit: number; offset: number }) {
      const { active } = await context.offices();
      if (!active) return { results: [], total: 0, ...page };
      const { rows, total } = await events.list({ businessUnitId: active.id }, page);
      return { results: rows.map((event) => toAuditEvent(event)), total, ...page };
    },

    /** GET /aces/audit-events: staff read any office's, representative's or customer's trail. */
    async listForStaff({ business_unit_id, actor_id, subject_customer_id, ...page }: StaffAuditEventQuery) {
      const of = { businessUnitId: business_unit_id, actorId: actor_id, subjectCustomerId: subject_customer_id };
      const { rows, total } = await events.list(of, page);
      return { results: rows.map((event) => toAuditEvent(event, { staff: true })), total, ...page };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
