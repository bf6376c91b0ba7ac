import { orderExportRepository, orderRepository, type Db } from '@chairside/db';
import type { Job } from './job';
import type { ErpExporter } from './order-export-erp';
import { toErpDocument } from './order-export-document';

export interface OrderExportPolicy {
  intervalMs: number;
  /** Orders claimed per run. */
  batchSize: number;
  /** How long a claim keeps other workers off an order; longer than one export can take. */
  leaseMs: number;
  /** First retry delay after a failure; doubles with every further failure up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
}

/** Delay before the next attempt after `attempts` failed ones: base, 2·base, 4·base, ... capped. */
export function retryDelayMs(attempts: number, policy: Pick<OrderExportPolicy, 'retryBaseMs' | 'maxRetryMs'>): number {
  return Math.min(policy.maxRetryMs, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Works the ERP export outbox: claims due orders (SKIP LOCKED plus a lease, so several workers
 * never take the same order), hands each to the ERP and marks it processed_by_erp, or schedules
 * a retry with exponential backoff when the ERP fails.
 */
export function orderExportJob(db: Db, exporter: ErpExporter, policy: OrderExportPolicy): Job {
  const outbox = orderExportRepository(db);
  const orders = orderRepository(db);
  return {
    name: 'order-export',
    intervalMs: policy.intervalMs,
    async run(now) {
      const claimed = await outbox.claimDue({ now, limit: policy.batchSize, leaseMs: policy.leaseMs });
      let exported = 0;
      let failed = 0;
      for (const { orderId, attempts } of claimed) {
        const details = await orders.findById(orderId);
        if (!details) continue;
        try {
          await exporter.export(toErpDocument(details));
          await outbox.markExported(orderId, now);
          exported += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await outbox.markFailed(orderId, message, new Date(now.getTime() + retryDelayMs(attempts, policy)));
          failed += 1;
        }
      }
      return { claimed: claimed.length, exported, failed };
    },
  };
}
