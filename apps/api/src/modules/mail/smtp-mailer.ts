import { mailOutboxRepository, type Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDelivery } from './mail-delivery';
import type { Mailer } from './mailer';

/**
 * Sending with SMTP configured: the mail is stored in the outbox (all a request waits for), then delivered right
 * after, outside the request; a delivery that fails or never starts (a crash) is retried by the mail-delivery job.
 */
export function smtpMailer(db: Db, delivery: MailDelivery, log: Pick<FastifyBaseLogger, 'error'>): Mailer {
  const outbox = mailOutboxRepository(db);
  return {
    async send(mail) {
      const now = new Date();
      const id = await outbox.add(mail, now);
      void delivery
        .deliver({ now, limit: 1, ids: [id] })
        .catch((error: unknown) => log.error({ err: error, mailId: id }, 'mail delivery failed'));
    },
  };
}
