import { mailOutboxRepository, type Db } from '@chairside/db';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port, smtps://… for implicit TLS. */
  url: string;
  from: string;
}

/**
 * Sends through an SMTP server and keeps every mail in the outbox, with sent_at and the server's
 * message id once delivered; a mail the server refused stays unsent there and the error is thrown.
 */
export function smtpMailer(db: Db, { url, from }: SmtpMailerOptions): Mailer {
  const outbox = mailOutboxRepository(db);
  const transport = createTransport(url);
  return {
    async send(mail) {
      const id = await outbox.add(mail);
      const info = await transport.sendMail({ from, ...mail });
      await outbox.markSent(id, typeof info.messageId === 'string' ? info.messageId : null);
    },
  };
}
