import { mailOutboxRepository, type Db } from '@chairside/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The embedded default: mail only lands in the outbox table, for `npm run mail` to show. */
export function outboxMailer(db: Db): Mailer {
  const outbox = mailOutboxRepository(db);
  return {
    async send(mail) {
      await outbox.add(mail);
    },
  };
}
