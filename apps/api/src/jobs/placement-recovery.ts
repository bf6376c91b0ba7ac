import { orderPlacementRepository, type Db, type OrderPlacementRecord } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './job';

export interface PlacementRecoveryPolicy {
  intervalMs: number;
  batchSize: number;
  /** How long a claim keeps other workers off a placement; longer than asking the gateway can take. */
  leaseMs: number;
  /**
   * After this many runs the gateway still gave no answer, the placement is released without an order: the card was
   * at most authorized (never captured), and an uncaptured authorization lapses at the gateway.
   */
  maxAttempts: number;
}

export interface PlacementFinisher {
  /** Asks the gateway again under the placement's key and writes the order or releases it; throws without an answer. */
  settleAbandoned(placement: OrderPlacementRecord, at: Date): Promise<'placed' | 'released'>;
  releaseAbandoned(placement: OrderPlacementRecord, at: Date): Promise<boolean>;
}

/**
 * Finishes card placements whose request died or gave up (a crash between reserving and the order, a gateway timeout
 * the client never retried): claimed with SKIP LOCKED and a lease, so any number of workers share them, each
 * settled exactly as the request would have (card-placement.ts).
 */
export function placementRecoveryJob(
  db: Db,
  finisher: PlacementFinisher,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  policy: PlacementRecoveryPolicy,
): Job {
  const placements = orderPlacementRepository(db);
  return {
    name: 'placement-recovery',
    intervalMs: policy.intervalMs,
    async run(now) {
      const claimed = await placements.claimAbandoned({ now, limit: policy.batchSize, leaseMs: policy.leaseMs });
      const counts = { claimed: claimed.length, placed: 0, released: 0, pending: 0 };
      for (const placement of claimed) {
        try {
          counts[await finisher.settleAbandoned(placement, now)] += 1;
        } catch (error) {
          if (placement.recoveryAttempts < policy.maxAttempts) {
            log.warn({ err: error, placementId: placement.id }, 'placement still without a gateway answer');
            counts.pending += 1;
          } else if (await finisher.releaseAbandoned(placement, now)) {
            log.error({ err: error, placementId: placement.id }, 'gateway gave no answer for a placement: released');
            counts.released += 1;
          }
        }
      }
      return counts;
    },
  };
}
