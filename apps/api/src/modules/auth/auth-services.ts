import type { Db } from '@chairside/db';
import { scopeValueOf } from '../../access/context-hook';
import type { OfficeLoader } from '../../access/request-context';
import type { Config } from '../../config';
import type { BotProtection } from '../bot-protection/bot-protection';
import type { Mailer } from '../mail/mailer';
import { oauthService } from '../oauth/oauth.service';
import type { TokenService } from '../oauth/token-service';
import { authService } from './auth.service';
import { customerAuthenticator } from './customer-authenticator';
import { customerSignIn } from './customer-sign-in';
import { loginLimits } from './login-limits';
import type { PasswordHasher } from './password-hasher';
import { passwordResetService } from './password-reset.service';
import { sessionService } from './sessions';

const minute = 60_000;

/** Reads the anonymous session out of one of its access tokens, issued to the same client. */
function anonymousSessionReader(tokens: TokenService) {
  return async (token: string | undefined, clientId: string): Promise<string | undefined> => {
    if (!token) return undefined;
    const verified = await tokens.verifyAccessToken(token).catch(() => undefined);
    if (!verified || verified.clientId !== clientId) return undefined;
    const anonymousId = scopeValueOf(verified.scopes, 'anonymous_id');
    return anonymousId !== undefined && scopeValueOf(verified.scopes, 'customer_id') === undefined
      ? anonymousId
      : undefined;
  };
}
const hour = 60 * minute;

interface Collaborators {
  tokens: TokenService;
  /** Shared with every other place that hashes, so the concurrency cap holds for the whole process. */
  hasher: PasswordHasher;
  mailer: Mailer;
  botProtection: BotProtection;
  loadOffices: OfficeLoader;
  log: { error(details: object, message: string): void };
}

/** The OAuth token endpoints and the auth service, sharing one session store, hasher and limits. */
export function authServices(
  db: Db,
  config: Config,
  { tokens, hasher, mailer, botProtection, loadOffices, log }: Collaborators,
) {
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * minute;
  const limits = loginLimits(db, {
    perAccountAndIp: config.LOGIN_FAILURES_PER_ACCOUNT,
    perIp: config.LOGIN_FAILURES_PER_IP,
    windowMs,
    perAccountHour: config.LOGIN_FAILURES_PER_ACCOUNT_HOUR,
  });
  const customers = customerAuthenticator(db, hasher, limits);
  const sessions = sessionService(db, tokens, {
    accessTokenTtlSeconds: config.SESSION_ACCESS_TOKEN_TTL_SECONDS,
    customerMaxAgeMs: config.CUSTOMER_SESSION_MAX_HOURS * hour,
    customerIdleMs: config.CUSTOMER_SESSION_IDLE_MINUTES * minute,
    anonymousMaxAgeMs: config.ANONYMOUS_SESSION_MAX_DAYS * 24 * hour,
    refreshReuseGraceMs: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000,
  });
  const resets = passwordResetService(db, hasher, mailer, {
    storefrontUrl: config.STOREFRONT_URL,
    linkTtlMs: hour,
    mailsPerWindow: 3,
    windowMs,
    log,
  });
  const signIn = customerSignIn(db, { sessions, loadOffices, anonymousSessionOf: anonymousSessionReader(tokens) });
  return {
    /** Shared with me/password: wrong current passwords count as failed sign-ins. */
    limits,
    /** Shared with the signup confirmation, which signs the new customer in. */
    signIn,
    oauth: oauthService({ tokens, sessions, customers }),
    auth: authService({ sessions, customers, resets, botProtection, signIn }),
  };
}
