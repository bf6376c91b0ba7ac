import { authFailureRepository, authSessionRepository, deleteEndedAccountLinks, type Db } from '@chairside/db';
import type { Job } from './job';

export interface AuthCleanupPolicy {
  /** Failed-attempt records older than the limit window count for nothing. */
  failureWindowMs: number;
  /** A customer session unused this long cannot be refreshed any more. */
  customerIdleMs: number;
  /** How long ended sessions and used or expired mailed links are kept after they end (for investigation). */
  retentionMs: number;
  intervalMs: number;
}

/**
 * Deletes what sign-in leaves behind once it can matter no more: failed-attempt records past
 * the limit window (and past the retention), ended sessions with their refresh tokens, and used
 * or expired mailed links (password resets, signup confirmations). Plain deletes by age: running
 * on several processes at once is harmless.
 */
export function authCleanupJob(db: Db, policy: AuthCleanupPolicy): Job {
  const failures = authFailureRepository(db);
  const sessions = authSessionRepository(db);
  return {
    name: 'auth-cleanup',
    intervalMs: policy.intervalMs,
    async run(now) {
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const failureRecords = await failures.deleteOlderThan(ago(Math.max(policy.failureWindowMs, policy.retentionMs)));
      const endedSessions = await sessions.deleteEnded({
        endedBefore: ago(policy.retentionMs),
        idleBefore: ago(policy.customerIdleMs + policy.retentionMs),
      });
      const accountLinks = await deleteEndedAccountLinks(db, ago(policy.retentionMs));
      return { failureRecords, endedSessions, accountLinks };
    },
  };
}
