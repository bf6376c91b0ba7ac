import { randomBytes } from 'node:crypto';
import { schema, type Db } from '@chairside/db';
import { and, eq } from 'drizzle-orm';
import { customerScopes } from '../../../test/customer-fixture';
import { loadConfig } from '../../config';
import { hashPassword } from '../auth/password';
import { newRefreshToken, tokenDigest } from '../auth/opaque-token';
import { tokenServiceFor } from '../oauth/token-service';

/** Sales representatives written straight to the database: the account, its assignments and signed-in sessions. */
export function salesRepFixture(db: Db) {
  return {
    async rep(firstName = 'Riley', lastName = 'Rep') {
      const [rep] = await db
        .insert(schema.customers)
        .values({
          email: `rep-${randomBytes(4).toString('hex')}@example.com`,
          passwordHash: await hashPassword('chairside-demo-2026'),
          firstName,
          lastName,
          isSalesRep: true,
        })
        .returning();
      return rep!;
    },

    assign: (repId: string, businessUnitId: string) =>
      db.insert(schema.salesRepAssignments).values({ salesRepId: repId, businessUnitId }),

    unassign: (repId: string, businessUnitId: string) =>
      db
        .delete(schema.salesRepAssignments)
        .where(
          and(
            eq(schema.salesRepAssignments.salesRepId, repId),
            eq(schema.salesRepAssignments.businessUnitId, businessUnitId),
          ),
        ),

    /** A representative's session as the password grant starts it (role sales_rep), with a refresh token to sign out. */
    async signIn(repId: string) {
      const [session] = await db
        .insert(schema.authSessions)
        .values({
          clientId: 'storefront',
          customerId: repId,
          scopes: customerScopes.map((scope) => `${scope}:aces`),
          role: 'sales_rep',
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      const refreshToken = newRefreshToken();
      await db.insert(schema.refreshTokens).values({ tokenHash: tokenDigest(refreshToken), sessionId: session!.id });
      const tokens = tokenServiceFor(db, loadConfig({ NODE_ENV: 'test' }));
      const scopes = [...customerScopes.map((scope) => `${scope}:aces`), `customer_id:${repId}`];
      const { accessToken } = await tokens.issueAccessToken({
        clientId: 'storefront',
        scopes,
        sessionId: session!.id,
        role: 'sales_rep',
      });
      return { sessionId: session!.id, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
    },

    /** The audit trail of a session, oldest first. */
    trailOf: (sessionId: string) =>
      db
        .select()
        .from(schema.auditEvents)
        .where(eq(schema.auditEvents.sessionId, sessionId))
        .orderBy(schema.auditEvents.id),
  };
}
