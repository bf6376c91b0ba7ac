import type { AuditEvent } from '@chairside/contracts';
import { auditEventRepository, type AuditEventRecord, type Db } from '@chairside/db';
import type { SubjectContext } from '../../access/request-context';
import { summaryOf } from './audit-summaries';

function toAuditEvent(event: AuditEventRecord): AuditEvent {
  return {
    id: String(event.id),
    at: event.at.toISOString(),
    action: event.action,
    summary: summaryOf(event),
    actor: { kind: event.actorKind, email: event.actorEmail },
    subject_email: event.subjectEmail,
    resource_id: event.resourceId,
  };
}

/** GET /mw/audit-events: the trail of the subject's active office, newest first (issue 18). */
export function auditService(db: Db) {
  const events = auditEventRepository(db);
  return {
    async list(context: SubjectContext, page: { limit: number; offset: number }) {
      const { active } = await context.offices();
      if (!active) return { results: [], total: 0, ...page };
      const { rows, total } = await events.listForOffice(active.id, page);
      return { results: rows.map(toAuditEvent), total, ...page };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
