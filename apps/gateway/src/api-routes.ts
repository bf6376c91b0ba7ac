import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  authorizeRequestSchema,
  captureRequestSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  vaultCardRequestSchema,
  voidRequestSchema,
} from '@chairside/contracts';
import type { z } from 'zod';
import { HttpError, invalidRequest, readJson } from './http';
import { fingerprintOf, refusal, type IdempotentReplies, type Reply } from './replies';
import type { SandboxVault } from './vault';

/** A request body checked by its schema, and the work it asks for. */
type Operation = (raw: unknown) => { body: unknown; run: (now: Date) => Reply };

function operation<Schema extends z.ZodType>(schema: Schema, run: (body: z.infer<Schema>, now: Date) => Reply) {
  return (raw: unknown) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
      throw new HttpError(400, {
        error: { type: 'invalid_request', code: 'parameter_invalid', message: parsed.error.message },
      });
    return { body: parsed.data, run: (now: Date) => run(parsed.data, now) };
  };
}

function operationAt(vault: SandboxVault, path: string): Operation | undefined {
  if (path === '/v1/payment-methods')
    return operation(vaultCardRequestSchema, (body, now) => vault.vaultCard(body.cardToken, now));
  if (path === '/v1/authorizations')
    return operation(authorizeRequestSchema, (body, now) => vault.authorize(body.paymentMethod, body.amount, now));
  const settle = /^\/v1\/authorizations\/([A-Za-z0-9_-]{1,128})\/(capture|void)$/.exec(path);
  if (settle?.[2] === 'capture')
    return operation(captureRequestSchema, (body) => vault.capture(settle[1]!, body.amount));
  if (settle) return operation(voidRequestSchema, () => vault.void(settle[1]!));
  return undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export const isApiPath = (path: string) => path.startsWith('/v1/');

/**
 * The server-to-server API (`/v1/…`), for the store's API only: the secret key as a bearer token, a JSON body, and an
 * Idempotency-Key on every call, under which it runs once. The reply may be 'hang' (a timeout test card).
 */
export function apiRoutes(secretKey: string, vault: SandboxVault, replies: IdempotentReplies) {
  const expected = digest(`Bearer ${secretKey}`);
  return async function answer(request: IncomingMessage, path: string, now: Date): Promise<Reply> {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected))
      return refusal(401, 'authentication_error', 'secret_key_invalid', 'A valid secret key is required.');
    const parse = operationAt(vault, path);
    if (!parse) return refusal(404, 'invalid_request', 'route_missing', 'No such endpoint.');
    if (request.method !== 'POST') return refusal(405, 'invalid_request', 'method_not_allowed', 'Use POST.');
    const key = idempotencyKeySchema.safeParse(request.headers[idempotencyKeyHeader]);
    if (!key.success) throw invalidRequest(400, 'idempotency_key_missing', 'An Idempotency-Key header is required.');
    const { body, run } = parse(await readJson(request));
    return replies.run(key.data, fingerprintOf('POST', path, body), now.getTime(), () => run(now));
  };
}
