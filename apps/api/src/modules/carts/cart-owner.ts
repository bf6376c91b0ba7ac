import type { CartOwner } from '@chairside/db';
import { messages } from '@chairside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from '../oauth/auth-errors';
import { callerOf } from '../oauth/caller';

/** Who a cart route acts for: a signed-in customer (with its session, for the active office) or an anonymous session. */
export type CartCaller = { owner: CartOwner; customerId?: string; sessionId: string | undefined };

function cartCallerOf(request: FastifyRequest): CartCaller | undefined {
  const { customerId, anonymousId, sessionId } = callerOf(request);
  if (customerId !== undefined) return { owner: { customerId }, customerId, sessionId };
  if (anonymousId !== undefined) return { owner: { anonymousId }, sessionId };
  return undefined;
}

/**
 * Hook for the me/carts routes: a customer or an anonymous token (spec §4 session modes: a cart
 * needs an anonymous or user session). A plain client token gets 403, like other user-only routes.
 */
export async function requireCartOwner(request: FastifyRequest, reply: FastifyReply) {
  if (cartCallerOf(request)) return;
  const error = new AuthError(403, 'insufficient_scope', messages.notAUserToken, messages.notAUserToken, 'Bearer realm="aces", error="insufficient_scope"');
  request.log.info({ authError: error.code }, 'access refused: neither a customer nor an anonymous token');
  return reply.code(403).header('www-authenticate', error.challenge).send(error.toResponse());
}

/** The caller of a route behind requireCartOwner. */
export function cartOwnerOf(request: FastifyRequest): CartCaller {
  const caller = cartCallerOf(request);
  if (!caller) throw new Error('cartOwnerOf used on a route without requireCartOwner');
  return caller;
}
