import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';

/** Who is calling, as the verified access token tells it. */
export interface Caller {
  clientId: string;
  scopes: string[];
  /** From the `customer_id:<id>` scope of a customer token. */
  customerId?: string;
  /** From the `anonymous_id:<id>` scope of an anonymous token. */
  anonymousId?: string;
  /** The `sid` claim: the sign-in session (auth_sessions.id). */
  sessionId?: string;
}

function scopeValue(scopes: readonly string[], name: 'customer_id' | 'anonymous_id'): string | undefined {
  const prefix = `${name}:`;
  return scopes.find((scope) => scope.startsWith(prefix))?.slice(prefix.length) || undefined;
}

/**
 * The caller of a route that access control guards (route-scopes.ts). Throws a 401 when no
 * verified token is attached, which only happens on a route that is not guarded: a bug, but one
 * that must fail closed.
 */
export function callerOf(request: FastifyRequest): Caller {
  const token = request.accessToken;
  if (!token) throw new ApiError(401, 'invalid_token', 'This endpoint requires an access token.');
  const customerId = scopeValue(token.scopes, 'customer_id');
  const anonymousId = scopeValue(token.scopes, 'anonymous_id');
  return {
    clientId: token.clientId,
    scopes: token.scopes,
    ...(customerId === undefined ? {} : { customerId }),
    ...(anonymousId === undefined ? {} : { anonymousId }),
    ...(token.sessionId === undefined ? {} : { sessionId: token.sessionId }),
  };
}
