import { smsOutboxRepository, type Db, type NewSms } from '@chairside/db';
import type { SmsSender } from './sms-sender';

export type TextMessage = Pick<NewSms, 'to' | 'body' | 'purpose' | 'signupId'>;

/**
 * Sends a text: first written to the SMS outbox (committed on its own), then handed to the provider with no
 * transaction open, and the outcome recorded on the row. A provider's refusal is recorded and thrown.
 */
export function textMessages(db: Db, sender: SmsSender, now: () => Date = () => new Date()) {
  const outbox = smsOutboxRepository(db);
  return {
    async send(message: TextMessage): Promise<void> {
      const id = await outbox.add({ ...message, provider: sender.provider });
      if (sender.provider === null) return;
      try {
        const { messageId } = await sender.send(message.to, message.body);
        await outbox.markSent(id, messageId, now());
      } catch (error) {
        await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };
}

export type TextMessages = ReturnType<typeof textMessages>;
