import { ApiError } from '../../http/api-error';

export interface BotCheck {
  ok: boolean;
  /** Why a check failed, for logs (never shown to the client). */
  reason?: string;
}

/** Decides whether a form post (login, registration, reset, contact) comes from a person. */
export interface BotProtection {
  verify(token: string | undefined, action: string, remoteIp?: string): Promise<BotCheck>;
}

/** The embedded default: no provider, every request passes. */
export const offBotProtection: BotProtection = {
  verify: async () => ({ ok: true }),
};

export const botProtectionFailed = () =>
  new ApiError(400, 'BotProtectionFailed', 'The request could not be verified. Please reload the page and try again.');

/** Throws 400 BotProtectionFailed when the check fails; logs the reason. */
export async function requireHuman(
  protection: BotProtection,
  check: { token: string | undefined; action: string; remoteIp?: string },
  log: { info(details: object, message: string): void },
): Promise<void> {
  const result = await protection.verify(check.token, check.action, check.remoteIp);
  if (result.ok) return;
  log.info({ botCheck: check.action, reason: result.reason }, 'bot protection refused a request');
  throw botProtectionFailed();
}
