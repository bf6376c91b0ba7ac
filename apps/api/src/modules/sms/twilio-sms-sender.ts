import { SmsProviderError, type SmsSender } from './sms-sender';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a local fake in tests. */
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Twilio's Messages API: a form-encoded POST to /2010-04-01/Accounts/{sid}/Messages.json with HTTP Basic auth (account
 * SID and auth token); 201 answers the message with its sid. Not retried: Twilio takes no idempotency key, so a retry
 * after a lost answer could text twice. Twilio handles STOP/HELP replies on the sender (Advanced Opt-Out).
 */
export function twilioSmsSender(options: TwilioOptions): SmsSender {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiUrl,
  ).toString();
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = options.from.startsWith('MG')
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  return {
    provider: 'twilio',
    async send(to, body) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json' },
          body: new URLSearchParams({ To: to, ...sender, Body: body }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SmsProviderError(`Twilio unreachable: ${(error as Error).message}`, { cause: error });
      }
      const answer = (await response.json().catch(() => undefined)) as
        { sid?: unknown; code?: unknown; message?: unknown } | undefined;
      if (!response.ok)
        throw new SmsProviderError(
          `Twilio answered ${response.status}` +
            (answer?.code !== undefined ? ` (error ${String(answer.code)}: ${String(answer.message)})` : ''),
        );
      return { messageId: typeof answer?.sid === 'string' ? answer.sid : null };
    },
  };
}
