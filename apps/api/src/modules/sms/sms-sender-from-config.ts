import type { Config } from '../../config';
import { localSmsSender, type SmsSender } from './sms-sender';
import { twilioSmsSender } from './twilio-sms-sender';

type SmsConfig = Pick<
  Config,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL' | 'SMS_TIMEOUT_MS'
>;

/** Twilio when account, token and sender are all configured, else the local outbox only. */
export function smsSenderFromConfig(config: SmsConfig): SmsSender {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (!accountSid || !authToken || !from) return localSmsSender;
  return twilioSmsSender({
    accountSid,
    authToken,
    from,
    apiUrl: config.TWILIO_API_URL,
    timeoutMs: config.SMS_TIMEOUT_MS,
  });
}
