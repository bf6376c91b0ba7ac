/**
 * What a failed REPLENISH run decides (issue 16): the daily retries. The dates a run orders for, misses and reminds
 * about are the plan schedule's (plan-schedule.ts). Time is always an argument.
 */

const dayMs = 86_400_000;

/** Daily retries after a failed run: three, one a day, then the plan waits for the customer. */
export const replenishRetries = 3;

export interface AttentionSchedule {
  retriesLeft: number;
  /** Undefined once the retries are used up. */
  nextRetryAt: Date | undefined;
}

/**
 * After a failed run at `now`: the first failure (`retrying` false) leaves three daily retries; each failed retry
 * uses one up, and after the last one there is no next retry.
 */
export function attentionAfterFailure(
  { retrying, retriesLeft }: { retrying: boolean; retriesLeft: number },
  now: Date,
): AttentionSchedule {
  const left = retrying ? Math.max(0, retriesLeft - 1) : replenishRetries;
  return { retriesLeft: left, nextRetryAt: left > 0 ? new Date(now.getTime() + dayMs) : undefined };
}
