import { authFailureRepository, type Db, type FailureWindow } from '@chairside/db';
import { normalizeEmail } from '@chairside/domain';
import { TooManyRequestsError } from '../../http/rate-limit';

export interface LoginLimitPolicy {
  /** Failures per account from one visitor within `windowMs`. */
  perAccountAndIp: number;
  /** Failures per visitor over all accounts within `windowMs`. */
  perIp: number;
  windowMs: number;
  /** Failures per account from all visitors within an hour. */
  perAccountHour: number;
}

const hourMs = 3_600_000;

const tooManyFailures = (retryAfterSeconds: number) =>
  new TooManyRequestsError(retryAfterSeconds, 'Too many failed sign-in attempts. Please try again later.');

/**
 * Seconds until enough failures leave the window for another attempt: when the oldest one in
 * it expires. Undefined while the count is under the limit.
 */
export function retryAfterSeconds(
  failures: FailureWindow,
  limit: number,
  windowMs: number,
  now: Date,
): number | undefined {
  if (failures.count < limit) return undefined;
  const oldest = failures.oldest ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Failed sign-ins and wrong current passwords, counted in the database so all instances agree (ASVS 6.3.1, RFC
 * 6585), under three keys: the account from this visitor, the visitor, and the account from everyone (an hour's
 * bound on guessing spread over many addresses). A visitor guessing one account is stopped without locking the owner
 * out elsewhere. Accounts are counted by normalized email, known or not, so the limit reveals nothing. The check
 * runs before any hashing, so a flood is refused cheaply. Success clears the account's failures from that visitor,
 * not the visitor's, or one good account would reset a stuffing run.
 */
export function loginLimits(db: Db, policy: LoginLimitPolicy, now: () => Date = () => new Date()) {
  const failures = authFailureRepository(db);
  const keysOf = (email: string, ip: string) => {
    const account = normalizeEmail(email);
    return { accountFromIp: `account:${account}|ip:${ip}`, ip: `ip:${ip}`, account: `account:${account}` };
  };
  return {
    /** Throws TooManyRequestsError when any of the three counts is at its limit. */
    async check(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      const at = now();
      const since = new Date(at.getTime() - policy.windowMs);
      const [accountFromIp, client, account] = await Promise.all([
        failures.inWindow(keys.accountFromIp, since),
        failures.inWindow(keys.ip, since),
        failures.inWindow(keys.account, new Date(at.getTime() - hourMs)),
      ]);
      const waits = [
        retryAfterSeconds(accountFromIp, policy.perAccountAndIp, policy.windowMs, at),
        retryAfterSeconds(client, policy.perIp, policy.windowMs, at),
        retryAfterSeconds(account, policy.perAccountHour, hourMs, at),
      ];
      const wait = Math.max(...waits.filter((seconds) => seconds !== undefined), 0);
      if (wait > 0) throw tooManyFailures(wait);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      const at = now();
      // Kept for the longest window (the account's hour); the checks look at their own.
      await failures.record([keys.accountFromIp, keys.ip, keys.account], at, new Date(at.getTime() - hourMs));
    },
    async recordSuccess(email: string, ip: string): Promise<void> {
      await failures.clear(keysOf(email, ip).accountFromIp);
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
