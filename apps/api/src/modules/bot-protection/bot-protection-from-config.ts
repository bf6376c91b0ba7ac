import type { Config } from '../../config';
import { offBotProtection, type BotProtection } from './bot-protection';
import { recaptchaBotProtection } from './recaptcha';

/** reCAPTCHA v3 when a secret key is configured, otherwise off (the embedded default). */
export function botProtectionFromConfig(
  config: Pick<Config, 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_MIN_SCORE'>,
): BotProtection {
  if (!config.RECAPTCHA_SECRET_KEY) return offBotProtection;
  return recaptchaBotProtection({
    secretKey: config.RECAPTCHA_SECRET_KEY,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
  });
}
