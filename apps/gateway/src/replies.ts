import { createHash } from 'node:crypto';

/** A gateway answer: a status and JSON body, or none at all (the sandbox's timeout cards hang). */
export type Reply = { status: number; body: unknown } | 'hang';

export const refusal = (status: number, type: string, code: string, message: string): Reply => ({
  status,
  body: { error: { type, code, message } },
});

interface StoredReply {
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

export type RepliesSnapshot = [string, StoredReply][];

/** Stripe keeps keys for at least a day; so does the sandbox. */
const retentionMs = 24 * 3600 * 1000;

/** What makes two requests the same one: method, path and the parsed body. */
export const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('base64url');

/**
 * Idempotency-Key replies: the first request with a key runs and its answer is kept; a repeat gets that answer again,
 * the same key with another request 422. Work runs synchronously, so two requests with one key cannot both run; an
 * answer that hangs is not kept, so its retry runs (and hangs) again.
 */
export function idempotentReplies(snapshot: RepliesSnapshot = []) {
  const stored = new Map(snapshot);
  return {
    run(key: string, fingerprint: string, now: number, work: () => Reply): Reply {
      const earlier = stored.get(key);
      if (earlier && earlier.fingerprint !== fingerprint)
        return refusal(422, 'idempotency_error', 'key_reused', 'This Idempotency-Key was used for another request.');
      if (earlier) return { status: earlier.status, body: earlier.body };
      const reply = work();
      if (reply !== 'hang') stored.set(key, { fingerprint, status: reply.status, body: reply.body, at: now });
      return reply;
    },

    prune(now: number) {
      for (const [key, reply] of stored) if (now - reply.at > retentionMs) stored.delete(key);
    },

    snapshot: (): RepliesSnapshot => [...stored],
  };
}

export type IdempotentReplies = ReturnType<typeof idempotentReplies>;
