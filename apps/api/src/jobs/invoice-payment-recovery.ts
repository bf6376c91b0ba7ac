import { invoicePaymentRepository, type Db, type InvoicePaymentRecord } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './job';

export interface InvoicePaymentRecoveryPolicy {
  intervalMs: number;
  batchSize: number;
  /** How long a claim keeps other workers off a payment; longer than asking the gateway can take. */
  leaseMs: number;
  /**
   * After this many runs the gateway still gave no answer, the payment is released as Failed (its holds given back,
   * a charge's known authorization voided).
   */
  maxAttempts: number;
}

export interface InvoicePaymentFinisher {
  /** Asks the gateway again under the payment's keys and applies or releases it; throws without an answer. */
  settleAbandoned(payment: InvoicePaymentRecord, at: Date): Promise<'succeeded' | 'failed'>;
  releaseAbandoned(payment: InvoicePaymentRecord, at: Date): Promise<boolean>;
}

/**
 * Finishes invoice payments left Pending past their lease (a request that died or timed out and was never retried, a
 * shipped card order's capture without an answer): claimed with SKIP LOCKED and a lease, so any number of workers share
 * them, each settled exactly as its request would have (invoice-payment-settlement.ts).
 */
export function invoicePaymentRecoveryJob(
  db: Db,
  finisher: InvoicePaymentFinisher,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  policy: InvoicePaymentRecoveryPolicy,
): Job {
  const payments = invoicePaymentRepository(db);
  return {
    name: 'invoice-payment-recovery',
    intervalMs: policy.intervalMs,
    async run(now) {
      const claimed = await payments.claimAbandoned({ now, limit: policy.batchSize, leaseMs: policy.leaseMs });
      const counts = { claimed: claimed.length, succeeded: 0, failed: 0, pending: 0, released: 0 };
      for (const payment of claimed) {
        try {
          counts[await finisher.settleAbandoned(payment, now)] += 1;
        } catch (error) {
          if (payment.recoveryAttempts < policy.maxAttempts) {
            log.warn({ err: error, paymentId: payment.id }, 'invoice payment still without a gateway answer');
            counts.pending += 1;
          } else if (await finisher.releaseAbandoned(payment, now)) {
            log.error({ err: error, paymentId: payment.id }, 'gateway gave no answer for an invoice payment: released');
            counts.released += 1;
          }
        }
      }
      return counts;
    },
  };
}
