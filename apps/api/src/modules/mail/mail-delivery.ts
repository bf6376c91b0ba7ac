import { mailOutboxRepository, type Db } from '@chairside/db';
import { createTransport } from 'nodemailer';
import type { Mail } from './mailer';

/** Hands one mail to the mail server; resolves with the server's message id. */
export type MailTransport = (mail: Mail & { from: string }) => Promise<{ messageId: string | null }>;

/** SMTP with every wait bounded: connecting, the greeting and each read of the socket. */
export function smtpTransport(url: string, timeoutMs: number): MailTransport {
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (mail) => {
    const info = await transport.sendMail(mail);
    return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
  };
}

export interface DeliveryPolicy {
  from: string;
  /** How long a claim keeps other senders off a mail; longer than a delivery can take. */
  leaseMs: number;
  /** First retry after a failure; doubles with each further one up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** After this many failed attempts the mail stays unsent (with its last error) for someone to look at. */
  maxAttempts: number;
}

/**
 * Delivers outbox mails: claims them (SKIP LOCKED and a lease, so several senders never send one twice), hands each to
 * the transport with no transaction open, and records it as sent or schedules a retry with backoff.
 */
export function mailDelivery(db: Db, transport: MailTransport, policy: DeliveryPolicy) {
  const outbox = mailOutboxRepository(db);
  return {
    async deliver({ now, limit, ids }: { now: Date; limit: number; ids?: string[] }) {
      const claimed = await outbox.claim({ now, limit, leaseMs: policy.leaseMs, ...(ids ? { ids } : {}) });
      const counts = { claimed: claimed.length, sent: 0, failed: 0 };
      for (const mail of claimed) {
        try {
          const { messageId } = await transport({
            from: policy.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
          });
          await outbox.markSent(mail.id, messageId);
          counts.sent += 1;
        } catch (error) {
          const delay = Math.min(policy.maxRetryMs, policy.retryBaseMs * 2 ** Math.max(0, mail.attempts - 1));
          const retryAt = mail.attempts >= policy.maxAttempts ? null : new Date(Date.now() + delay);
          await outbox.markFailed(mail.id, error instanceof Error ? error.message : String(error), retryAt);
          counts.failed += 1;
        }
      }
      return counts;
    },
  };
}

export type MailDelivery = ReturnType<typeof mailDelivery>;
