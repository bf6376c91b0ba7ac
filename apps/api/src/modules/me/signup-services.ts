import type { Db } from '@chairside/db';
import type { Config } from '../../config';
import { rateLimiter } from '../../http/rate-limit';
import type { CustomerSignIn } from '../auth/customer-sign-in';
import type { PasswordHasher } from '../auth/password-hasher';
import type { BotProtection } from '../bot-protection/bot-protection';
import type { Mailer } from '../mail/mailer';
import { signupConfirmationService } from './signup-confirm.service';
import { signupService } from './signup.service';

const minute = 60_000;
const hour = 60 * minute;

interface Collaborators {
  hasher: PasswordHasher;
  mailer: Mailer;
  botProtection: BotProtection;
  signIn: CustomerSignIn;
}

/** Registration and its confirmation, configured: what signupRoutes serves. */
export function signupServices(db: Db, config: Config, { hasher, mailer, botProtection, signIn }: Collaborators) {
  const perVisitor = rateLimiter(db, { name: 'signups', limit: config.SIGNUPS_PER_HOUR, windowMs: hour });
  return {
    signups: signupService(
      db,
      { hasher, botProtection, mailer, perVisitor },
      {
        storefrontUrl: config.STOREFRONT_URL,
        linkTtlMs: 24 * hour,
        // As many mails per address as password resets allow.
        mailsPerWindow: 3,
        windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * minute,
      },
    ),
    confirmations: signupConfirmationService(db, { signIn }),
  };
}
