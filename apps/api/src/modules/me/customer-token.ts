import { messages } from '@chairside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from '../oauth/auth-errors';
import { callerOf } from '../oauth/caller';

/** The signed-in customer behind a customer token, and the sign-in session it came from. */
export interface CustomerCaller {
  customerId: string;
  /** The `sid` claim; absent on tokens minted without a session (tests, tools). */
  sessionId: string | undefined;
}

const notAUserToken = () =>
  new AuthError(403, 'insufficient_scope', messages.notAUserToken, messages.notAUserToken, 'Bearer realm="aces", error="insufficient_scope"');

/**
 * Hook for customer-only routes (spec §5: "Customer-only actions require a user token"). Runs
 * before the body is parsed, after access control has checked the scopes; a client or anonymous
 * token gets 403 in the shape of the other access errors.
 */
export async function requireCustomerToken(request: FastifyRequest, reply: FastifyReply) {
  if (callerOf(request).customerId !== undefined) return;
  const error = notAUserToken();
  request.log.info({ authError: error.code }, 'access refused: not a customer token');
  return reply.code(403).header('www-authenticate', error.challenge).send(error.toResponse());
}

/** The customer of a route behind requireCustomerToken; throws (500) if the hook was forgotten. */
export function customerOf(request: FastifyRequest): CustomerCaller {
  const { customerId, sessionId } = callerOf(request);
  if (customerId === undefined) throw new Error('customerOf used on a route without requireCustomerToken');
  return { customerId, sessionId };
}
