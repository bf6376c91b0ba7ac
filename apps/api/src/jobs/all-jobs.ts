import type { Database } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { placeOrderService, placementLeaseMs } from '../modules/checkout/place-order.service';
import { mailDeliveryFromConfig, mailerFromConfig } from '../modules/mail/mailer-from-config';
import { paymentGatewayFromConfig } from '../modules/payments/gateway-from-config';
import { defaultIdempotencySettings } from '../http/idempotency';
import { authCleanupJob } from './auth-cleanup';
import { contentScheduleJob } from './content-schedule';
import { revalidatorFromConfig } from '../modules/content/storefront-revalidation';
import { requestRecordsCleanupJob } from './request-records-cleanup';
import type { Job } from './job';
import { orderExportJob } from './order-export';
import { placementRecoveryJob } from './placement-recovery';
import { invoicePaymentRecoveryJob } from './invoice-payment-recovery';
import { invoicePaymentLeaseMs, invoicePaymentsService } from '../modules/invoice-payments/invoice-payments.service';
import { erpExporterFromConfig } from './order-export-erp';
import { replenishJobFromConfig } from './replenish-from-config';

const minute = 60_000;

/** Delivers the outbox's mails when SMTP is configured (a mail's first try is right after its request). */
function mailDeliveryJobs(db: Database['db'], config: Config): Job[] {
  const delivery = mailDeliveryFromConfig(db, config);
  if (!delivery) return [];
  return [
    {
      name: 'mail-delivery',
      intervalMs: 10_000,
      run: (now) => delivery.deliver({ now, limit: 20 }),
    },
  ];
}

/** Every periodic job, configured; the API (embedded mode) and the worker run this same list. */
export function allJobs(db: Database['db'], config: Config, log: FastifyBaseLogger): Job[] {
  const gateway = paymentGatewayFromConfig(config);
  const mailer = mailerFromConfig(db, config, log);
  const placements = placeOrderService(db, gateway, { mailer, log });
  const invoicePayments = invoicePaymentsService(db, gateway, { mailer, log, timeZone: config.DISTRIBUTOR_TIME_ZONE });
  return [
    authCleanupJob(db, {
      failureWindowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * minute,
      customerIdleMs: config.CUSTOMER_SESSION_IDLE_MINUTES * minute,
      retentionMs: config.AUTH_RECORD_RETENTION_HOURS * 60 * minute,
      intervalMs: 15 * minute,
    }),
    orderExportJob(db, erpExporterFromConfig(config), {
      intervalMs: minute / 2,
      batchSize: 20,
      leaseMs: 5 * minute,
      retryBaseMs: minute / 2,
      maxRetryMs: 60 * minute,
    }),
    placementRecoveryJob(db, placements, log, {
      intervalMs: minute / 2,
      batchSize: 20,
      leaseMs: placementLeaseMs,
      // About an hour of asking again (the lease grows by a minute per run).
      maxAttempts: 60,
    }),
    invoicePaymentRecoveryJob(db, invoicePayments, log, {
      intervalMs: minute / 2,
      batchSize: 20,
      leaseMs: invoicePaymentLeaseMs,
      // As placements: about an hour of asking again before the holds are released.
      maxAttempts: 60,
    }),
    ...mailDeliveryJobs(db, config),
    contentScheduleJob(db, revalidatorFromConfig(config, log), { intervalMs: minute / 2 }),
    replenishJobFromConfig(db, config, log),
    requestRecordsCleanupJob(db, {
      idempotencyRetentionMs: defaultIdempotencySettings.retentionSeconds * 1000,
      // Longer than any limit's window (the card limit's is an hour).
      rateLimitRetentionMs: 24 * 60 * minute,
      intervalMs: 60 * minute,
    }),
  ];
}

/**
 * Whether the API process runs the jobs itself: always on embedded PGlite (no other process can open it), else when
 * asked.
 */
export function runsJobsInProcess(config: Config, dialect: Database['dialect']): boolean {
  return config.JOBS_IN_PROCESS === '1' || (config.JOBS_IN_PROCESS === 'auto' && dialect === 'pglite');
}
