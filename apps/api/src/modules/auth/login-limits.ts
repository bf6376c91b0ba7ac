import { authFailureRepository, type Db, type FailureWindow } from '@chairside/db';
import { normalizeEmail } from '@chairside/domain';
import { TooManyRequestsError } from '../../http/rate-limit';

export interface LoginLimitPolicy {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

const tooManyFailures = (retryAfterSeconds: number) => new TooManyRequestsError(retryAfterSeconds, 'Too many failed sign-in attempts. Please try again later.');

/**
 * Seconds until enough failures leave the window for another attempt: when the oldest one in
 * it expires. Undefined while the count is under the limit.
 */
export function retryAfterSeconds(failures: FailureWindow, limit: number, windowMs: number, now: Date): number | undefined {
  if (failures.count < limit) return undefined;
  const oldest = failures.oldest ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Failed sign-ins counted per account (normalized email, known or not, so the limit reveals
 * nothing) and per client IP, in the database so all instances agree (ASVS 6.3.1, RFC 6585).
 * The check runs before any hashing, so a flood is refused cheaply. Success clears the
 * account's failures but not the IP's, or one good account would reset a stuffing run.
 */
export function loginLimits(db: Db, policy: LoginLimitPolicy, now: () => Date = () => new Date()) {
  const failures = authFailureRepository(db);
  const keysOf = (email: string, ip: string) => ({ account: `account:${normalizeEmail(email)}`, ip: `ip:${ip}` });
  return {
    /** Throws TooManyRequestsError when the account or the IP is over its limit. */
    async check(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      const at = now();
      const since = new Date(at.getTime() - policy.windowMs);
      const [account, client] = await Promise.all([failures.inWindow(keys.account, since), failures.inWindow(keys.ip, since)]);
      const waits = [retryAfterSeconds(account, policy.perAccount, policy.windowMs, at), retryAfterSeconds(client, policy.perIp, policy.windowMs, at)];
      const wait = Math.max(...waits.filter((seconds) => seconds !== undefined), 0);
      if (wait > 0) throw tooManyFailures(wait);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      const at = now();
      await failures.record([keys.account, keys.ip], at, new Date(at.getTime() - policy.windowMs));
    },
    async recordSuccess(email: string): Promise<void> {
      await failures.clear(keysOf(email, '').account);
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
