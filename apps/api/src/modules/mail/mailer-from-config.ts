import type { Db } from '@chairside/db';
import type { Config } from '../../config';
import { outboxMailer, type Mailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise the local outbox only. */
export function mailerFromConfig(db: Db, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  return config.SMTP_URL ? smtpMailer(db, { url: config.SMTP_URL, from: config.MAIL_FROM }) : outboxMailer(db);
}
