import type { Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { mailerFromConfig } from '../modules/mail/mailer-from-config';
import { paymentGatewayFromConfig } from '../modules/payments/gateway-from-config';
import { replenishReminders } from '../modules/plans/runs/reminders';
import { replenishRunnerFromConfig } from '../modules/plans/runs/runner-from-config';
import type { Job } from './job';
import { replenishJob } from './replenish';

/** The REPLENISH scheduler as the worker and the embedded API run it. */
export function replenishJobFromConfig(db: Db, config: Config, log: FastifyBaseLogger): Job {
  const mailer = mailerFromConfig(db, config, log);
  const runner = replenishRunnerFromConfig(db, config, paymentGatewayFromConfig(config), mailer, log);
  const reminders = replenishReminders(db, {
    mailer,
    timeZone: config.DISTRIBUTOR_TIME_ZONE,
    daysBefore: config.REPLENISH_REMINDER_DAYS,
    storefrontUrl: config.STOREFRONT_URL,
  });
  return replenishJob(db, runner, reminders, log, {
    intervalMs: config.REPLENISH_INTERVAL_SECONDS * 1000,
    batchSize: 20,
    concurrency: 2,
    // Default 5 minutes: 20 plans, two at a time, each at most one gateway timeout, well within.
    leaseMs: config.REPLENISH_LEASE_SECONDS * 1000,
    timeZone: config.DISTRIBUTOR_TIME_ZONE,
  });
}
