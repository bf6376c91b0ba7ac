import { salesRepSyncRepository, type Db } from '@chairside/db';
import type { RepresentativeSync, Subject } from './request-context';

export interface RepresentativeRequest {
  sessionId: string | undefined;
  repId: string;
  now: Date;
  requestId: string;
}

/** Resolves whom a representative's request acts for (issue 18); undefined when it acts for nobody. */
export type RepresentativeSubject = (
  request: RepresentativeRequest,
) => Promise<{ subject: Subject; sync: RepresentativeSync } | undefined>;

/**
 * The subject of a representative's request: its session's sync while it holds (not expired, the representative
 * still assigned to an office of the customer), in one query. A sync that no longer holds is ended by this request
 * and recorded in the audit trail with why; the request then acts for nobody (403 SubjectRequired on subject routes).
 */
export function representativeSubject(db: Db): RepresentativeSubject {
  const syncs = salesRepSyncRepository(db);
  return async ({ sessionId, repId, now, requestId }) => {
    // Sync lives in the session: a token without one (none is issued to representatives) acts for nobody.
    if (sessionId === undefined) return undefined;
    const state = await syncs.sessionState(sessionId, repId, now);
    const held = state?.sync;
    if (!state || !held) return undefined;
    if (held.lapsed) {
      const customer = { id: held.customerId, email: held.email };
      await syncs.end({ sessionId, rep: state.rep, customer, requestId, at: now }, held.lapsed);
      return undefined;
    }
    return {
      subject: { customerId: held.customerId },
      sync: {
        rep: state.rep,
        subjectEmail: held.email,
        since: held.since,
        until: held.until,
        officeIds: held.officeIds,
      },
    };
  };
}
