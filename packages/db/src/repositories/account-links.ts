import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../connection';
import { passwordResetTokens as links, type AccountLinkPurpose } from '../schema';

export type LinkProblem = 'unknown' | 'used' | 'expired';
export type LinkUse = { ok: true; customerId: string } | { ok: false; reason: LinkProblem };

function problemOf(link: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): LinkProblem | undefined {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  return link.expiresAt <= now ? 'expired' : undefined;
}

/**
 * Single-use, expiring links mailed to a customer for one purpose (a password reset, a signup confirmation), stored
 * as SHA-256 hashes of their tokens. A link of another purpose is unknown here.
 */
export function accountLinkRepository(db: Db, purpose: AccountLinkPurpose) {
  const named = (tokenHash: string) => and(eq(links.tokenHash, tokenHash), eq(links.purpose, purpose));
  const outstandingOf = (customerId: string) =>
    and(eq(links.customerId, customerId), eq(links.purpose, purpose), isNull(links.usedAt));
  return {
    async create(link: { tokenHash: string; customerId: string; expiresAt: Date }): Promise<void> {
      await db.insert(links).values({ ...link, purpose });
    },

    /** Why the link cannot be used now, or undefined when it can (a cheap check before expensive work). */
    async problem(tokenHash: string, now: Date): Promise<LinkProblem | undefined> {
      const [link] = await db.select().from(links).where(named(tokenHash));
      return problemOf(link, now);
    },

    /** Ends the customer's outstanding links of this purpose, e.g. when a newer one replaces them. */
    async endOutstanding(customerId: string, now: Date): Promise<void> {
      await db.update(links).set({ usedAt: now }).where(outstandingOf(customerId));
    },

    /**
     * Uses the link: consumes it, ends the customer's other links of this purpose and applies `effect`, all in one
     * transaction, so a link works once even when two requests race.
     */
    async use(tokenHash: string, now: Date, effect: (tx: Db, customerId: string) => Promise<void>): Promise<LinkUse> {
      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(links)
          .set({ usedAt: now })
          .where(and(named(tokenHash), isNull(links.usedAt), gt(links.expiresAt, now)))
          .returning({ customerId: links.customerId });
        if (!consumed) {
          const [link] = await tx.select().from(links).where(named(tokenHash));
          return { ok: false, reason: problemOf(link, now) ?? 'used' };
        }
        await effect(tx, consumed.customerId);
        await tx.update(links).set({ usedAt: now }).where(outstandingOf(consumed.customerId));
        return { ok: true, customerId: consumed.customerId };
      });
    },
  };
}

/** Drops links of any purpose that expired or were used before the cutoff (the periodic cleanup); returns how many. */
export async function deleteEndedAccountLinks(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(links)
    .where(or(lt(links.expiresAt, cutoff), lt(links.usedAt, cutoff)))
    .returning({ tokenHash: links.tokenHash });
  return deleted.length;
}
