import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { idempotencyKeys } from '../schema';

export type IdempotencyClaim =
  /** The caller owns the key now and must complete or release the claim. */
  | { outcome: 'claimed'; id: string }
  | { outcome: 'completed'; requestFingerprint: string; responseStatus: number; responseBody: unknown }
  | { outcome: 'in-progress'; requestFingerprint: string };

export interface ClaimRequest {
  owner: string;
  key: string;
  requestFingerprint: string;
  /** After this many seconds a key is forgotten and may be used for a new request. */
  retentionSeconds: number;
  /** A claim still running after this many seconds is taken as abandoned (its process died) and taken over. */
  abandonedAfterSeconds: number;
}

/**
 * The Idempotency-Key table. The unique (owner, key) constraint decides, atomically and across
 * API instances, which request does the work; the others see its result or that it is running.
 * Every method takes the database or a transaction.
 */
export function idempotencyKeyRepository(db: Db) {
  async function claim(request: ClaimRequest): Promise<IdempotencyClaim> {
    const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${request.retentionSeconds})`;
    const abandoned = sql`(${idempotencyKeys.completedAt} is null and ${idempotencyKeys.lockedAt} < now() - make_interval(secs => ${request.abandonedAfterSeconds}) and ${idempotencyKeys.requestFingerprint} = excluded.request_fingerprint)`;
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ owner: request.owner, key: request.key, requestFingerprint: request.requestFingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.owner, idempotencyKeys.key],
        set: {
          requestFingerprint: sql`excluded.request_fingerprint`,
          responseStatus: null,
          responseBody: null,
          createdAt: sql`now()`,
          lockedAt: sql`now()`,
          completedAt: null,
        },
        setWhere: sql`${expired} or ${abandoned}`,
      })
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { outcome: 'claimed', id: claimed.id };
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, request.owner), eq(idempotencyKeys.key, request.key)));
    // Released between the insert and this read: the key is free again, so try once more.
    if (!existing) return claim(request);
    if (existing.completedAt === null || existing.responseStatus === null)
      return { outcome: 'in-progress', requestFingerprint: existing.requestFingerprint };
    return {
      outcome: 'completed',
      requestFingerprint: existing.requestFingerprint,
      responseStatus: existing.responseStatus,
      responseBody: existing.responseBody,
    };
  }

  return {
    claim,

    /** Stores the response a claimed request produced; later requests with the key replay it. */
    async complete(id: string, response: { status: number; body: unknown }): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: response.status, responseBody: response.body, completedAt: sql`now()` })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.completedAt)));
    },

    /**
     * Gives a claimed key back (the request failed in a way worth retrying), so the next request with it runs again.
     */
    async release(id: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.completedAt)));
    },

    /** Removes keys created before the instant (periodic cleanup); returns how many. */
    async deleteCreatedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ id: idempotencyKeys.id });
      return deleted.length;
    },
  };
}
