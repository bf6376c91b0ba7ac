import { schema, type Db } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCleanupJob } from './auth-cleanup';

const now = new Date('2026-05-10T12:00:00Z');
const hour = 3_600_000;
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

const policy = { failureWindowMs: 0.25 * hour, customerIdleMs: 0.5 * hour, retentionMs: 24 * hour, intervalMs: hour };

describe.each(testDatabaseTargets())('auth cleanup job ($name)', (target) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let customerId: string;
  beforeAll(async () => {
    const created = await target.create();
    db = created.database.db;
    dispose = created.dispose;
    const [customer] = await db
      .insert(schema.customers)
      .values({ email: 'cleanup@example.com', passwordHash: 'x' })
      .returning();
    customerId = customer!.id;
  });
  afterAll(() => dispose?.());

  const session = (name: string, values: Partial<typeof schema.authSessions.$inferInsert>) =>
    db
      .insert(schema.authSessions)
      .values({
        clientId: 'storefront',
        customerId,
        scopes: [],
        expiresAt: ahead(hour),
        lastUsedAt: ago(60_000),
        anonymousId: name,
        ...values,
      })
      .returning({ id: schema.authSessions.id })
      .then(async ([row]) => {
        await db.insert(schema.refreshTokens).values({ tokenHash: `hash-${name}`, sessionId: row!.id });
        return name;
      });

  it('deletes what can matter no more and keeps the rest', async () => {
    await db.insert(schema.authFailures).values([
      { key: 'ip:203.0.113.9', occurredAt: ago(25 * hour) },
      { key: 'account:someone@example.com', occurredAt: ago(2 * hour) },
      { key: 'ip:203.0.113.9', occurredAt: ago(60_000) },
    ]);
    await session('expired-long-ago', { expiresAt: ago(25 * hour) });
    await session('revoked-long-ago', { revokedAt: ago(30 * hour), revokedReason: 'logout' });
    await session('idle-customer', { lastUsedAt: ago(25 * hour) });
    await session('anonymous-unused', {
      customerId: null,
      lastUsedAt: ago(25 * hour),
      expiresAt: ahead(20 * 24 * hour),
    });
    await session('revoked-recently', { revokedAt: ago(hour), revokedReason: 'logout' });
    await session('expired-recently', { expiresAt: ago(hour) });
    await session('live', {});
    await db.insert(schema.passwordResetTokens).values([
      { tokenHash: 'reset-expired-long-ago', customerId, expiresAt: ago(25 * hour) },
      { tokenHash: 'reset-used-long-ago', customerId, expiresAt: ahead(hour), usedAt: ago(25 * hour) },
      { tokenHash: 'reset-expired-recently', customerId, expiresAt: ago(hour) },
      { tokenHash: 'reset-live', customerId, expiresAt: ahead(hour) },
    ]);

    const result = await authCleanupJob(db, policy).run(now);
    expect(result).toEqual({ failureRecords: 1, endedSessions: 3, accountLinks: 2 });

    const sessions = await db.select({ name: schema.authSessions.anonymousId }).from(schema.authSessions);
    expect(sessions.map(({ name }) => name).sort()).toEqual([
      'anonymous-unused',
      'expired-recently',
      'live',
      'revoked-recently',
    ]);
    // Refresh tokens go with their sessions.
    const tokens = await db.select({ hash: schema.refreshTokens.tokenHash }).from(schema.refreshTokens);
    expect(tokens.map(({ hash }) => hash).sort()).toEqual([
      'hash-anonymous-unused',
      'hash-expired-recently',
      'hash-live',
      'hash-revoked-recently',
    ]);
    const failures = await db.select({ occurredAt: schema.authFailures.occurredAt }).from(schema.authFailures);
    expect(failures.map(({ occurredAt }) => occurredAt.getTime()).sort()).toEqual([
      ago(2 * hour).getTime(),
      ago(60_000).getTime(),
    ]);
    const resets = await db.select({ hash: schema.passwordResetTokens.tokenHash }).from(schema.passwordResetTokens);
    expect(resets.map(({ hash }) => hash).sort()).toEqual(['reset-expired-recently', 'reset-live']);

    // A second run finds nothing more.
    expect(await authCleanupJob(db, policy).run(now)).toEqual({ failureRecords: 0, endedSessions: 0, accountLinks: 0 });
  });
});
