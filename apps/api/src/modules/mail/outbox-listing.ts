import type { MailRecord } from '@chairside/db';

/** The outbox as `npm run mail` prints it: newest first, headers then the text body. */
export function formatOutbox(mails: readonly MailRecord[]): string {
  if (mails.length === 0) return 'The mail outbox is empty.';
  return mails
    .map((mail) =>
      [
        `── ${mail.createdAt.toISOString()}  ${mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'not sent (outbox only)'}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
      ].join('\n'),
    )
    .join('\n\n');
}
