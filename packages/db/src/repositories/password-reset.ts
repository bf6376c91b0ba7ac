import { eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers } from '../schema';
import { accountLinkRepository, type LinkProblem, type LinkUse } from './account-links';
import { revokeCustomerSessions } from './auth-sessions';

export type ResetTokenProblem = LinkProblem;
export type ResetCompletion = LinkUse;

/** Single-use, expiring password reset links (account links of purpose password_reset). */
export function passwordResetRepository(db: Db) {
  const links = accountLinkRepository(db, 'password_reset');
  return {
    create: links.create,
    problem: links.problem,

    /**
     * Consumes the link, sets the new password hash and ends every session of the customer, all in one transaction.
     * The link proves the mailbox, so a registration still pending is confirmed too.
     */
    complete(tokenHash: string, passwordHash: string, now: Date): Promise<ResetCompletion> {
      return links.use(tokenHash, now, async (tx, customerId) => {
        await tx
          .update(customers)
          .set({
            passwordHash,
            emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, ${now.toISOString()})`,
            version: sql`${customers.version} + 1`,
            lastModifiedAt: now,
          })
          .where(eq(customers.id, customerId));
        await revokeCustomerSessions(tx, customerId, { reason: 'password_reset' });
      });
    },
  };
}
