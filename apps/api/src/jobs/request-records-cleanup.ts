import { idempotencyKeyRepository, rateLimitRepository, type Db } from '@chairside/db';
import type { Job } from './job';

export interface RequestRecordsPolicy {
  /** Idempotency keys older than this replay nothing any more (DESIGN.md §4 retry rule). */
  idempotencyRetentionMs: number;
  /** Rate-limit windows that ended this long ago count for nothing. */
  rateLimitRetentionMs: number;
  intervalMs: number;
}

/**
 * Deletes request bookkeeping past its use: expired idempotency keys and old rate-limit
 * windows. Plain deletes by age, harmless on several processes at once.
 */
export function requestRecordsCleanupJob(db: Db, policy: RequestRecordsPolicy): Job {
  const keys = idempotencyKeyRepository(db);
  const counters = rateLimitRepository(db);
  return {
    name: 'request-records-cleanup',
    intervalMs: policy.intervalMs,
    async run(now) {
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const idempotencyKeys = await keys.deleteCreatedBefore(ago(policy.idempotencyRetentionMs));
      const rateLimitWindows = await counters.deleteWindowsBefore(ago(policy.rateLimitRetentionMs));
      return { idempotencyKeys, rateLimitWindows };
    },
  };
}
