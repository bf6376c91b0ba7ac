import { authSessionRepository, type Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';

export interface RevocationWatchOptions {
  /** How often the sessions ended lately are read: the longest an ended session's access token still works. */
  pollMs: number;
  /** How long an ended session is remembered: no access token of it lives longer. */
  rememberMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

/** Clocks of API instances differ a little; each read reaches this far behind the newest end it has seen. */
const overlapMs = 5_000;

/**
 * Which sign-in sessions have ended (logout, password change, a reused refresh token), so their access tokens stop
 * working within `pollMs` although access tokens are verified without the database. Each API instance reads the
 * sessions ended since its last read (one indexed query per poll, not one per request) and checks a token's session
 * against that set in memory.
 */
export function revocationWatch(db: Db, { pollMs, rememberMs, log, now = () => new Date() }: RevocationWatchOptions) {
  const sessions = authSessionRepository(db);
  const ended = new Map<string, number>();
  let watermark = new Date(now().getTime() - rememberMs);
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    const rows = await sessions.revokedSince(new Date(watermark.getTime() - overlapMs));
    for (const { id, revokedAt } of rows) {
      ended.set(id, revokedAt.getTime());
      if (revokedAt > watermark) watermark = revokedAt;
    }
    const forgetBefore = now().getTime() - rememberMs;
    for (const [id, at] of ended) if (at < forgetBefore) ended.delete(id);
  }

  /** One read at a time; a failed read is logged and the next poll tries again. */
  const poll = () =>
    (reading ??= read()
      .catch((error: unknown) => log.error({ err: error }, 'revocation watch could not read ended sessions'))
      .finally(() => (reading = undefined)));

  return {
    hasEnded: (sessionId: string) => ended.has(sessionId),
    /** Reads now, then every `pollMs`; resolves after the first read, so a new instance starts informed. */
    async start(): Promise<void> {
      await poll();
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}

export type RevocationWatch = ReturnType<typeof revocationWatch>;
