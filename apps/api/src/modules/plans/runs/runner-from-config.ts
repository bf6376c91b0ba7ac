import type { Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Mailer } from '../../mail/mailer';
import type { BoundedGateway } from '../../payments/payment-gateway';
import { replenishRunner } from './replenish-runner';

/** The runner the scheduler and "order now" share, configured. */
export const replenishRunnerFromConfig = (
  db: Db,
  config: Config,
  gateway: BoundedGateway,
  mailer: Mailer,
  log: FastifyBaseLogger,
) =>
  replenishRunner(db, gateway, {
    mailer,
    log,
    timeZone: config.DISTRIBUTOR_TIME_ZONE,
    storefrontUrl: config.STOREFRONT_URL,
  });
