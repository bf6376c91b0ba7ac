import type { SmsRecord } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { formatSmsOutbox } from './sms-outbox-listing';

const text = (fields: Partial<SmsRecord>): SmsRecord => ({
  id: 'id',
  to: '+12015550123',
  body: 'Chairside: 123456 is your code.',
  purpose: 'confirmation-code',
  signupId: null,
  createdAt: new Date('2026-11-25T12:00:00Z'),
  provider: null,
  sentAt: null,
  providerMessageId: null,
  lastError: null,
  ...fields,
});

describe('formatSmsOutbox', () => {
  it('says when the outbox is empty', () => expect(formatSmsOutbox([])).toBe('The SMS outbox is empty.'));

  it('prints each text with its number, purpose and state', () =>
    expect(
      formatSmsOutbox([
        text({}),
        text({
          provider: 'twilio',
          sentAt: new Date('2026-11-25T12:00:01Z'),
          purpose: 'discount-code',
          body: 'Use SMS10-ABCDEFGH',
        }),
        text({ provider: 'twilio', lastError: 'Twilio answered 500' }),
      ]),
    ).toBe(
      [
        '── 2026-11-25T12:00:00.000Z  not sent (outbox only)\nTo: +12015550123 (confirmation-code)\n\nChairside: 123456 is your code.',
        '── 2026-11-25T12:00:00.000Z  sent by twilio 2026-11-25T12:00:01.000Z\nTo: +12015550123 (discount-code)\n\nUse SMS10-ABCDEFGH',
        '── 2026-11-25T12:00:00.000Z  not sent by twilio: Twilio answered 500\nTo: +12015550123 (confirmation-code)\n\nChairside: 123456 is your code.',
      ].join('\n\n'),
    ));
});
