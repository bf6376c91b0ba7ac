import { createHash } from 'node:crypto';
import { idempotencyKeySchema, idempotencyKeyHeader } from '@chairside/contracts';
import { idempotencyKeyRepository, type Db } from '@chairside/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { errorResponseFor } from './error-handler';

/** The response a request produced, as stored for replays. */
export interface IdempotentResponse {
  status: number;
  body: unknown;
}

export interface IdempotentRequestOptions {
  /** Whose key space the key lives in, e.g. `customer:<id>`. */
  owner: string;
  /** Refuse requests without a key (400) instead of running them unprotected. */
  required?: boolean;
}

export interface IdempotencyContext {
  /**
   * Stores the response inside the caller's own transaction, so the effect and its recorded
   * response commit together (order placement). Optional: otherwise it is stored after `work`.
   */
  completeWithin(tx: Db, response: IdempotentResponse): Promise<void>;
}

export interface IdempotencySettings {
  /** Keys are forgotten after this long (Stripe: at least 24 h). */
  retentionSeconds: number;
  /** A claim still running after this long belongs to a process that died; a retry takes it over. */
  abandonedAfterSeconds: number;
}

export const defaultIdempotencySettings: IdempotencySettings = {
  retentionSeconds: 24 * 3600,
  abandonedAfterSeconds: 60,
};

/** JSON with object keys sorted, so the same body always gives the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Method, path and body: a reused key must come with the same request. */
function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? request.url;
  const material = `${request.method} ${path}\n${canonicalJson(request.body)}`;
  return `sha256:${createHash('sha256').update(material).digest('base64url')}`;
}

function keyOf(request: FastifyRequest, required: boolean): string | undefined {
  const header = request.headers[idempotencyKeyHeader];
  if (header === undefined) {
    if (required) throw new ApiError(400, 'InvalidInput', 'This request needs an Idempotency-Key header.');
    return undefined;
  }
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new ApiError(400, 'InvalidInput', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  return parsed.data;
}

const keyReused = () =>
  new ApiError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was already used for a different request.');

/**
 * Idempotency-Key handling for POSTs a client may retry (DESIGN.md §4; IETF draft, Stripe
 * semantics): the first request with a key claims it in the database and runs; its 2xx or 4xx
 * response is stored and replayed for every repeat (`Idempotent-Replayed: true`). A repeat while
 * the first still runs gets 409, the same key with another request 422. A 5xx (a timeout, a
 * crash) releases the key, so a retry runs again.
 */
export function idempotency(db: Db, settings: IdempotencySettings = defaultIdempotencySettings) {
  const keys = idempotencyKeyRepository(db);
  return {
    async run(
      request: FastifyRequest,
      reply: FastifyReply,
      options: IdempotentRequestOptions,
      work: (context: IdempotencyContext) => Promise<IdempotentResponse>,
    ): Promise<FastifyReply> {
      const key = keyOf(request, options.required ?? false);
      if (key === undefined) {
        const response = await work({ completeWithin: async () => {} });
        return reply.code(response.status).send(response.body);
      }
      const requestFingerprint = fingerprintOf(request);
      const claim = await keys.claim({ owner: options.owner, key, requestFingerprint, ...settings });
      if (claim.outcome !== 'claimed') {
        if (claim.requestFingerprint !== requestFingerprint) throw keyReused();
        if (claim.outcome === 'in-progress') {
          throw new ApiError(
            409,
            'IdempotencyKeyInProgress',
            'A request with this Idempotency-Key is still being processed. Retry shortly.',
            {},
            { headers: { 'retry-after': '1' } },
          );
        }
        return reply.code(claim.responseStatus).header('idempotent-replayed', 'true').send(claim.responseBody);
      }
      let response: IdempotentResponse;
      // Stored by the work's own transaction, which committed when work returned: no second write needed.
      let storedWithin = false;
      try {
        response = await work({
          completeWithin: async (tx, stored) => {
            await idempotencyKeyRepository(tx).complete(claim.id, stored);
            storedWithin = true;
          },
        });
      } catch (error) {
        const body = errorResponseFor(error);
        if (body.statusCode >= 500) {
          await keys.release(claim.id);
          throw error;
        }
        response = { status: body.statusCode, body };
      }
      if (!storedWithin) await keys.complete(claim.id, response);
      return reply.code(response.status).send(response.body);
    },
  };
}

export type Idempotency = ReturnType<typeof idempotency>;
