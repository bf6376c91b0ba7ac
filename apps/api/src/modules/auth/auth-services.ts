import type { Db } from '@chairside/db';
import type { Config } from '../../config';
import type { BotProtection } from '../bot-protection/bot-protection';
import type { Mailer } from '../mail/mailer';
import { oauthService } from '../oauth/oauth.service';
import type { TokenService } from '../oauth/token-service';
import { authService } from './auth.service';
import { customerAuthenticator } from './customer-authenticator';
import { loginLimits } from './login-limits';
import type { PasswordHasher } from './password-hasher';
import { passwordResetService } from './password-reset.service';
import { sessionService } from './sessions';

const minute = 60_000;
const hour = 60 * minute;

interface Collaborators {
  tokens: TokenService;
  /** Shared with every other place that hashes, so the concurrency cap holds for the whole process. */
  hasher: PasswordHasher;
  mailer: Mailer;
  botProtection: BotProtection;
  log: { error(details: object, message: string): void };
}

/** The OAuth token endpoints and the auth service, sharing one session store, hasher and limits. */
export function authServices(db: Db, config: Config, { tokens, hasher, mailer, botProtection, log }: Collaborators) {
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * minute;
  const limits = loginLimits(db, { perAccount: config.LOGIN_FAILURES_PER_ACCOUNT, perIp: config.LOGIN_FAILURES_PER_IP, windowMs });
  const customers = customerAuthenticator(db, hasher, limits);
  const sessions = sessionService(db, tokens, {
    accessTokenTtlSeconds: config.SESSION_ACCESS_TOKEN_TTL_SECONDS,
    customerMaxAgeMs: config.CUSTOMER_SESSION_MAX_HOURS * hour,
    customerIdleMs: config.CUSTOMER_SESSION_IDLE_MINUTES * minute,
    anonymousMaxAgeMs: config.ANONYMOUS_SESSION_MAX_DAYS * 24 * hour,
    refreshReuseGraceMs: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000,
  });
  const resets = passwordResetService(db, hasher, mailer, { storefrontUrl: config.STOREFRONT_URL, linkTtlMs: hour, mailsPerWindow: 3, windowMs, log });
  return {
    oauth: oauthService(db, { tokens, sessions, customers }),
    auth: authService(db, { sessions, customers, resets, botProtection }),
  };
}
