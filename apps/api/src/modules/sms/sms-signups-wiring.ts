import type { Db } from '@chairside/db';
import { smsSignupRules } from '@chairside/domain';
import type { Config } from '../../config';
import { rateLimiter } from '../../http/rate-limit';
import type { BotProtection } from '../bot-protection/bot-protection';
import { smsSenderFromConfig } from './sms-sender-from-config';
import { smsSignupsService } from './sms-signups.service';
import { textMessages } from './text-messages';

const hour = 3_600_000;

/** The SMS sign-up service with its sender and limits as configured (app.ts registers its routes with it). */
export function smsSignupsFromConfig(db: Db, config: Config, botProtection: BotProtection) {
  return smsSignupsService(db, {
    texts: textMessages(db, smsSenderFromConfig(config)),
    botProtection,
    perIp: rateLimiter(db, { name: 'sms-signups-ip', limit: config.SMS_SIGNUPS_PER_HOUR, windowMs: hour }),
    codesPerCustomer: rateLimiter(db, {
      name: 'sms-codes-customer',
      limit: smsSignupRules.codesPerHour,
      windowMs: hour,
    }),
    codesPerPhone: rateLimiter(db, { name: 'sms-codes-phone', limit: smsSignupRules.codesPerHour, windowMs: hour }),
  });
}
