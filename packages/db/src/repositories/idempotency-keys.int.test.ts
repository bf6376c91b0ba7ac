import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import * as schema from '../schema';
import { testDatabaseTargets } from '../testing';
import { idempotencyKeyRepository } from './idempotency-keys';

describe.each(testDatabaseTargets())('idempotency keys on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
  });
  afterAll(async () => {
    await dispose?.();
  });

  const settings = { retentionSeconds: 3600, abandonedAfterSeconds: 60 };
  const request = (key: string, requestFingerprint = 'fp-1') => ({
    owner: 'customer:a',
    key,
    requestFingerprint,
    ...settings,
  });
  const age = (key: string, column: 'created_at' | 'locked_at', seconds: number) =>
    database.db.execute(
      sql`update idempotency_keys set ${sql.raw(column)} = now() - make_interval(secs => ${seconds}) where key = ${key}`,
    );

  it('lets one request claim a key; the others see it running, then its stored response', async () => {
    const keys = idempotencyKeyRepository(database.db);
    const first = await keys.claim(request('k1'));
    expect(first.outcome).toBe('claimed');
    expect(await keys.claim(request('k1'))).toEqual({ outcome: 'in-progress', requestFingerprint: 'fp-1' });
    await keys.complete((first as { id: string }).id, { status: 201, body: { id: 'card-1' } });
    expect(await keys.claim(request('k1', 'fp-2'))).toEqual({
      outcome: 'completed',
      requestFingerprint: 'fp-1',
      responseStatus: 201,
      responseBody: { id: 'card-1' },
    });
    // Another owner's identical key is a different key.
    expect((await keys.claim({ ...request('k1'), owner: 'customer:b' })).outcome).toBe('claimed');
  });

  it('frees a released key for the next request', async () => {
    const keys = idempotencyKeyRepository(database.db);
    const claim = await keys.claim(request('k2'));
    await keys.release((claim as { id: string }).id);
    expect((await keys.claim(request('k2'))).outcome).toBe('claimed');
  });

  it('takes over a claim abandoned by a crashed process, but only for the same request', async () => {
    const keys = idempotencyKeyRepository(database.db);
    await keys.claim(request('k3'));
    await age('k3', 'locked_at', 61);
    expect((await keys.claim(request('k3', 'fp-other'))).outcome).toBe('in-progress');
    expect((await keys.claim(request('k3'))).outcome).toBe('claimed');
  });

  it('forgets keys after the retention period', async () => {
    const keys = idempotencyKeyRepository(database.db);
    const claim = await keys.claim(request('k4'));
    await keys.complete((claim as { id: string }).id, { status: 400, body: { statusCode: 400 } });
    await age('k4', 'created_at', 3601);
    expect((await keys.claim(request('k4', 'fp-new'))).outcome).toBe('claimed');
    const [row] = await database.db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, 'k4'));
    expect(row).toMatchObject({ requestFingerprint: 'fp-new', responseStatus: null, completedAt: null });
    await age('k4', 'created_at', 7200);
    expect(await keys.deleteCreatedBefore(new Date(Date.now() - 3600_000))).toBeGreaterThanOrEqual(1);
  });
});
