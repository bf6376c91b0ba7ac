import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { localSmsSender } from './sms-sender';
import { smsSenderFromConfig } from './sms-sender-from-config';

const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+12015550100' };

describe('smsSenderFromConfig', () => {
  it('uses Twilio when account, token and sender are all set', () =>
    expect(smsSenderFromConfig(loadConfig(twilio)).provider).toBe('twilio'));

  it.each(Object.keys(twilio))('stays local when %s is missing', (missing) => {
    const env = Object.fromEntries(Object.entries(twilio).filter(([name]) => name !== missing));
    expect(smsSenderFromConfig(loadConfig(env))).toBe(localSmsSender);
  });
});
