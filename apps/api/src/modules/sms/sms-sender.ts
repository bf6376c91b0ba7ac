/** Where texts go besides the SMS outbox table. */
export interface SmsSender {
  /** The provider's name, recorded on each outbox row; null for the local default (the outbox is the text). */
  readonly provider: string | null;
  /** Resolves with the provider's message id once it accepted the text; throws SmsProviderError otherwise. */
  send(to: string, body: string): Promise<{ messageId: string | null }>;
}

export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
}

/** The embedded default: texts stay in the sms_outbox table for `npm run sms` and the tests to read. */
export const localSmsSender: SmsSender = {
  provider: null,
  async send() {
    return { messageId: null };
  },
};
