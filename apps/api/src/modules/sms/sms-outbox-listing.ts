import type { SmsRecord } from '@chairside/db';

/** The SMS outbox as `npm run sms` prints it: newest first, number and state, then the text. */
export function formatSmsOutbox(texts: readonly SmsRecord[]): string {
  if (texts.length === 0) return 'The SMS outbox is empty.';
  return texts
    .map((text) => {
      const state = text.sentAt
        ? `sent by ${text.provider} ${text.sentAt.toISOString()}`
        : text.provider
          ? `not sent by ${text.provider}${text.lastError ? `: ${text.lastError}` : ''}`
          : 'not sent (outbox only)';
      return [`── ${text.createdAt.toISOString()}  ${state}`, `To: ${text.to} (${text.purpose})`, '', text.body].join(
        '\n',
      );
    })
    .join('\n\n');
}
