import { replenishPlanRepository, type Db } from '@chairside/db';
import { todayIn } from '@chairside/domain';
import type { ReplenishRunner, RunOutcome } from '../modules/plans/runs/replenish-runner';
import type { Job } from './job';

export interface ReplenishPolicy {
  intervalMs: number;
  /** Plans claimed at a time; the job claims again until none is due. */
  batchSize: number;
  /** Plans of a batch run at once (each holds a connection while its transaction runs). */
  concurrency: number;
  /** How long a claim keeps other workers off a plan: longer than a batch's runs (a gateway call each) can take. */
  leaseMs: number;
  timeZone: string;
}

interface Reminders {
  send(now: Date, limit: number): Promise<number>;
}

type Counts = Record<RunOutcome['outcome'] | 'claimed' | 'errors' | 'reminded', number>;

/**
 * The REPLENISH scheduler: claims due plans in batches (FOR UPDATE SKIP LOCKED with a lease, so any number of workers
 * share them, and a crashed worker's plans come back when its lease ends) and runs each (replenish-runner.ts), then
 * sends the reminders due. Nothing here makes an order unique: orders' (plan, date) index does.
 */
export function replenishJob(
  db: Db,
  runner: ReplenishRunner,
  reminders: Reminders,
  log: { error(details: object, message: string): void; debug(details: object, message: string): void },
  policy: ReplenishPolicy,
): Job {
  const plans = replenishPlanRepository(db);
  return {
    name: 'replenish',
    intervalMs: policy.intervalMs,
    async run(now) {
      const counts: Counts = {
        claimed: 0,
        placed: 0,
        exists: 0,
        skipped: 0,
        'not-due': 0,
        changed: 0,
        pending: 0,
        failed: 0,
        errors: 0,
        reminded: 0,
      };
      const today = todayIn(policy.timeZone, now);
      for (;;) {
        const claimed = await plans.claimDue({ today, now, leaseMs: policy.leaseMs, limit: policy.batchSize });
        if (claimed.length === 0) break;
        counts.claimed += claimed.length;
        const queue = [...claimed];
        const lane = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            try {
              const started = performance.now();
              const { outcome } = await runner.run(next.plan, now);
              counts[outcome] += 1;
              // Per run at debug level: what bench/replenish.mjs reads its p95 from.
              log.debug({ planId: next.plan.cartId, outcome, ms: performance.now() - started }, 'replenish run');
            } catch (error) {
              // A fault (database, bug): the plan keeps its lease and is run again once it ends.
              log.error({ err: error, planId: next.plan.cartId }, 'replenish run failed');
              counts.errors += 1;
            }
          }
        };
        await Promise.all(Array.from({ length: policy.concurrency }, lane));
        // A batch that only failed would be claimed again at once: stop until the next tick.
        if (counts.errors === counts.claimed) break;
      }
      counts.reminded = await reminders.send(now, policy.batchSize * 10);
      return counts;
    },
  };
}
