import type { Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { mailDelivery, smtpTransport, type MailDelivery } from './mail-delivery';
import { outboxMailer, type Mailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMTP_TIMEOUT_MS'>;

const minute = 60_000;

/** Delivery through SMTP_URL; undefined without it (mail then stays in the outbox for `npm run mail`). */
export function mailDeliveryFromConfig(db: Db, config: MailConfig): MailDelivery | undefined {
  if (!config.SMTP_URL) return undefined;
  return mailDelivery(db, smtpTransport(config.SMTP_URL, config.SMTP_TIMEOUT_MS), {
    from: config.MAIL_FROM,
    leaseMs: Math.max(minute, 4 * config.SMTP_TIMEOUT_MS),
    retryBaseMs: minute / 2,
    maxRetryMs: 60 * minute,
    maxAttempts: 12,
  });
}

/** SMTP when SMTP_URL is set, otherwise the local outbox only. */
export function mailerFromConfig(db: Db, config: MailConfig, log: Pick<FastifyBaseLogger, 'error'>): Mailer {
  const delivery = mailDeliveryFromConfig(db, config);
  return delivery ? smtpMailer(db, delivery, log) : outboxMailer(db);
}
