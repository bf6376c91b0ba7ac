import { and, asc, eq, gt, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  authSessions,
  businessUnits,
  customerBusinessUnits,
  customers,
  refreshTokens,
  type SessionRole,
} from '../schema';

export type AuthSessionRecord = typeof authSessions.$inferSelect;

export interface NewAuthSession {
  clientId: string;
  customerId?: string;
  anonymousId?: string;
  scopes: string[];
  activeBusinessUnitId?: string | null;
  role?: SessionRole | null;
  expiresAt: Date;
  /** SHA-256 hex of the session's first refresh token. */
  refreshTokenHash: string;
}

/** What presenting a refresh token did. */
export type RotationResult =
  | { kind: 'rotated'; session: AuthSessionRecord }
  /** Unknown token, or the session has ended (revoked, expired or idle too long). */
  | { kind: 'invalid' }
  /** The token was already used: the family is revoked, because one of its tokens leaked. */
  | { kind: 'reused'; sessionId: string };

/**
 * Sign-in sessions and their single-use refresh tokens (stored as SHA-256 hashes). A session is
 * the family of tokens issued from one sign-in: rotating consumes a token and adds its
 * successor; presenting a consumed one revokes the family.
 */
export function authSessionRepository(db: Db) {
  return {
    async create(session: NewAuthSession): Promise<AuthSessionRecord> {
      const { refreshTokenHash, ...values } = session;
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(authSessions).values(values).returning();
        await tx.insert(refreshTokens).values({ tokenHash: refreshTokenHash, sessionId: created!.id });
        return created!;
      });
    },

    /**
     * Creates an anonymous session unless the anonymous id already has one; the advisory lock
     * makes the check and insert atomic across instances (the column has no unique index).
     */
    async createAnonymous(session: NewAuthSession & { anonymousId: string }): Promise<AuthSessionRecord | undefined> {
      const { refreshTokenHash, ...values } = session;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`anonymous:${session.anonymousId}`}, 0))`);
        const taken = await tx
          .select({ id: authSessions.id })
          .from(authSessions)
          .where(eq(authSessions.anonymousId, session.anonymousId))
          .limit(1);
        if (taken.length > 0) return undefined;
        const [created] = await tx.insert(authSessions).values(values).returning();
        await tx.insert(refreshTokens).values({ tokenHash: refreshTokenHash, sessionId: created!.id });
        return created!;
      });
    },

    /**
     * Consumes a refresh token of the client and stores its successor, in one transaction with
     * the token row locked. `idleLimitMs` says how long the session may go unused (undefined: no
     * idle limit for it). A token of another client is treated as unknown and left untouched.
     * A token spent less than `reuseGraceMs` ago gets another successor instead of ending the
     * session: storefront instances that refresh one session at the same moment (each holds the
     * same cookie) must not sign the customer out; a later reuse is a replay and revokes it.
     */
    async rotate(
      request: { tokenHash: string; nextHash: string; clientId: string; now: Date; reuseGraceMs: number },
      idleLimitMs: (session: AuthSessionRecord) => number | undefined,
    ): Promise<RotationResult> {
      const { tokenHash, nextHash, clientId, now, reuseGraceMs } = request;
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ usedAt: refreshTokens.usedAt, session: authSessions })
          .from(refreshTokens)
          .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .for('update');
        if (!found || found.session.clientId !== clientId) return { kind: 'invalid' };
        const { session } = found;
        const graced = found.usedAt !== null && now.getTime() - found.usedAt.getTime() < reuseGraceMs;
        if (found.usedAt !== null && !graced) {
          if (session.revokedAt === null)
            await tx
              .update(authSessions)
              .set({ revokedAt: now, revokedReason: 'refresh_token_reused' })
              .where(eq(authSessions.id, session.id));
          return { kind: 'reused', sessionId: session.id };
        }
        const idleLimit = idleLimitMs(session);
        const idle = idleLimit !== undefined && now.getTime() - session.lastUsedAt.getTime() > idleLimit;
        if (session.revokedAt !== null || session.expiresAt <= now || idle) return { kind: 'invalid' };
        if (!graced) await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash));
        await tx.insert(refreshTokens).values({ tokenHash: nextHash, sessionId: session.id });
        const [updated] = await tx
          .update(authSessions)
          .set({ lastUsedAt: now })
          .where(eq(authSessions.id, session.id))
          .returning();
        return { kind: 'rotated', session: updated! };
      });
    },

    /** Revokes the session a refresh token belongs to (logout); false when the token is unknown. */
    async revokeByRefreshToken(tokenHash: string, reason: string, now = new Date()): Promise<boolean> {
      const [token] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!token) return false;
      await db
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authSessions.id, token.sessionId), isNull(authSessions.revokedAt)));
      return true;
    },

    /**
     * The open session a refresh token currently stands for: the token is unused and its session
     * neither revoked nor expired. Undefined otherwise (unknown, spent, ended or another client's).
     */
    async openSessionOf(tokenHash: string, clientId: string, now: Date): Promise<AuthSessionRecord | undefined> {
      const [found] = await db
        .select({ session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            eq(authSessions.clientId, clientId),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, now),
          ),
        );
      return found?.session;
    },

    /**
     * Deletes sessions (and, by cascade, their refresh tokens) that ended before the cutoff:
     * expired, revoked, or customer sessions unused since `idleBefore`. A token of a deleted
     * session is then simply unknown, which refreshing answers the same way as a revoked one.
     */
    async deleteEnded({ endedBefore, idleBefore }: { endedBefore: Date; idleBefore: Date }): Promise<number> {
      const deleted = await db
        .delete(authSessions)
        .where(
          or(
            lt(authSessions.expiresAt, endedBefore),
            lt(authSessions.revokedAt, endedBefore),
            and(isNotNull(authSessions.customerId), lt(authSessions.lastUsedAt, idleBefore)),
          ),
        )
        .returning({ id: authSessions.id });
      return deleted.length;
    },

    /** The office a new session starts in: the customer's first by name. */
    /** Sessions ended at or after `since` (logout, password change, reuse), for the API's revocation watch. */
    async revokedSince(since: Date): Promise<{ id: string; revokedAt: Date }[]> {
      const rows = await db
        .select({ id: authSessions.id, revokedAt: authSessions.revokedAt })
        .from(authSessions)
        .where(gte(authSessions.revokedAt, since));
      return rows.map((row) => ({ id: row.id, revokedAt: row.revokedAt! }));
    },

    /** What a new session of the account starts with: its first office by name, and its role. */
    async signInFactsOf(customerId: string): Promise<{ firstOfficeId: string | null; role: SessionRole | null }> {
      const [[office], [account]] = await Promise.all([
        db
          .select({ id: businessUnits.id })
          .from(customerBusinessUnits)
          .innerJoin(businessUnits, eq(businessUnits.id, customerBusinessUnits.businessUnitId))
          .where(eq(customerBusinessUnits.customerId, customerId))
          .orderBy(asc(businessUnits.name), asc(businessUnits.id))
          .limit(1),
        db.select({ isSalesRep: customers.isSalesRep }).from(customers).where(eq(customers.id, customerId)),
      ]);
      return { firstOfficeId: office?.id ?? null, role: account?.isSalesRep ? 'sales_rep' : null };
    },
  };
}

/**
 * Ends every open session of a customer (password change or reset, ASVS 7.4.3), optionally
 * keeping the one the change was made from. Takes a transaction or the database.
 */
export async function revokeCustomerSessions(
  db: Db,
  customerId: string,
  options: { except?: string; reason?: string } = {},
): Promise<number> {
  const open = and(eq(authSessions.customerId, customerId), isNull(authSessions.revokedAt));
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: options.reason ?? 'password_changed' })
    .where(options.except === undefined ? open : and(open, ne(authSessions.id, options.except)))
    .returning({ id: authSessions.id });
  return revoked.length;
}
