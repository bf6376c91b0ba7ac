import { schema, type Db } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRecordsCleanupJob } from './request-records-cleanup';

const now = new Date('2026-05-10T12:00:00Z');
const hour = 3_600_000;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe.each(testDatabaseTargets())('request records cleanup job ($name)', (target) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const created = await target.create();
    db = created.database.db;
    dispose = created.dispose;
  });
  afterAll(() => dispose?.());

  it('deletes expired idempotency keys and old rate-limit windows, and keeps the live ones', async () => {
    const key = (name: string, createdAt: Date) => ({
      owner: 'customer:1',
      key: name,
      requestFingerprint: 'f',
      createdAt,
      lockedAt: createdAt,
    });
    await db.insert(schema.idempotencyKeys).values([key('old', ago(25 * hour)), key('fresh', ago(hour))]);
    await db.insert(schema.rateLimitCounters).values([
      { key: 'card-attempts:a', windowStart: ago(30 * hour), hits: 4 },
      { key: 'card-attempts:a', windowStart: ago(hour), hits: 2 },
    ]);

    const job = requestRecordsCleanupJob(db, {
      idempotencyRetentionMs: 24 * hour,
      rateLimitRetentionMs: 24 * hour,
      intervalMs: hour,
    });
    expect(await job.run(now)).toEqual({ idempotencyKeys: 1, rateLimitWindows: 1 });

    expect((await db.select().from(schema.idempotencyKeys)).map((row) => row.key)).toEqual(['fresh']);
    expect((await db.select().from(schema.rateLimitCounters)).map((row) => row.hits)).toEqual([2]);
    // Nothing left to do: a second run (or another process's) deletes nothing.
    expect(await job.run(now)).toEqual({ idempotencyKeys: 0, rateLimitWindows: 0 });
  });
});
