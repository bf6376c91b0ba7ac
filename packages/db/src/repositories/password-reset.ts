import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers, passwordResetTokens } from '../schema';
import { revokeCustomerSessions } from './auth-sessions';

export type ResetTokenProblem = 'unknown' | 'used' | 'expired';
export type ResetCompletion = { ok: true; customerId: string } | { ok: false; reason: ResetTokenProblem };

function problemOf(token: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): ResetTokenProblem | undefined {
  if (!token) return 'unknown';
  if (token.usedAt) return 'used';
  return token.expiresAt <= now ? 'expired' : undefined;
}

/** Single-use, expiring password reset tokens, stored as SHA-256 hashes. */
export function passwordResetRepository(db: Db) {
  return {
    async create(token: { tokenHash: string; customerId: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(token);
    },

    /** Why the token cannot be used now, or undefined when it can (a cheap check before hashing). */
    async problem(tokenHash: string, now: Date): Promise<ResetTokenProblem | undefined> {
      const [token] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
      return problemOf(token, now);
    },

    /**
     * Consumes the token, sets the new password hash and ends every session of the customer,
     * all in one transaction: a token works once even when two requests race.
     */
    async complete(tokenHash: string, passwordHash: string, now: Date): Promise<ResetCompletion> {
      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
          .returning({ customerId: passwordResetTokens.customerId });
        if (!consumed) {
          const [token] = await tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
          return { ok: false, reason: problemOf(token, now) ?? 'used' };
        }
        await tx
          .update(customers)
          .set({ passwordHash, version: sql`${customers.version} + 1`, lastModifiedAt: now })
          .where(eq(customers.id, consumed.customerId));
        // Other outstanding links of the customer die with this one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.customerId, consumed.customerId), isNull(passwordResetTokens.usedAt)));
        await revokeCustomerSessions(tx, consumed.customerId, { reason: 'password_reset' });
        return { ok: true, customerId: consumed.customerId };
      });
    },

    /** Drops links that expired or were used before the cutoff (the periodic cleanup); returns how many. */
    async deleteEndedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, cutoff), lt(passwordResetTokens.usedAt, cutoff)))
        .returning({ tokenHash: passwordResetTokens.tokenHash });
      return deleted.length;
    },
  };
}
