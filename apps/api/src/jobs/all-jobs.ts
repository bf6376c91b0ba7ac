import type { Database } from '@chairside/db';
import type { Config } from '../config';
import { defaultIdempotencySettings } from '../http/idempotency';
import { authCleanupJob } from './auth-cleanup';
import { requestRecordsCleanupJob } from './request-records-cleanup';
import type { Job } from './job';
import { orderExportJob } from './order-export';
import { erpExporterFromConfig } from './order-export-erp';

const minute = 60_000;

/** Every periodic job, configured; the API (embedded mode) and the worker run this same list. */
export function allJobs(db: Database['db'], config: Config): Job[] {
  return [
    authCleanupJob(db, {
      failureWindowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * minute,
      customerIdleMs: config.CUSTOMER_SESSION_IDLE_MINUTES * minute,
      retentionMs: config.AUTH_RECORD_RETENTION_HOURS * 60 * minute,
      intervalMs: 15 * minute,
    }),
    orderExportJob(db, erpExporterFromConfig(config), { intervalMs: minute / 2, batchSize: 20, leaseMs: 5 * minute, retryBaseMs: minute / 2, maxRetryMs: 60 * minute }),
    requestRecordsCleanupJob(db, {
      idempotencyRetentionMs: defaultIdempotencySettings.retentionSeconds * 1000,
      // Longer than any limit's window (the card limit's is an hour).
      rateLimitRetentionMs: 24 * 60 * minute,
      intervalMs: 60 * minute,
    }),
  ];
}

/** Whether the API process runs the jobs itself: always on embedded PGlite (no other process can open it), else when asked. */
export function runsJobsInProcess(config: Config, dialect: Database['dialect']): boolean {
  return config.JOBS_IN_PROCESS === '1' || (config.JOBS_IN_PROCESS === 'auto' && dialect === 'pglite');
}
