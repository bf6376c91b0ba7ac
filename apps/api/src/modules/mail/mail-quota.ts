import { authFailureRepository, type Db } from '@chairside/db';

export interface MailQuotaPolicy {
  /** Mails allowed per key within the window. */
  perWindow: number;
  windowMs: number;
}

/**
 * At most a few mails per key (an address and what the mail is for) within a window, so a public form cannot flood an
 * inbox. Counted in the database (with the failed sign-ins) so every API instance agrees.
 */
export function mailQuota(db: Db, { perWindow, windowMs }: MailQuotaPolicy, now: () => Date = () => new Date()) {
  const sent = authFailureRepository(db);
  return {
    /** Counts a mail under the key when the window has room for it; false when it has none (send nothing). */
    async take(key: string): Promise<boolean> {
      const at = now();
      const windowStart = new Date(at.getTime() - windowMs);
      if ((await sent.inWindow(key, windowStart)).count >= perWindow) return false;
      await sent.record([key], at, windowStart);
      return true;
    },
  };
}

export type MailQuota = ReturnType<typeof mailQuota>;
