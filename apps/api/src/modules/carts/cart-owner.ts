import type { CartOwner } from '@chairside/db';
import type { RequestContext } from '../../access/request-context';

/**
 * Whose carts a request works with: the subject customer's, or an anonymous session's own. Undefined for callers
 * that hold no carts (API clients, an unsynced representative).
 */
export function cartOwnerOf(context: RequestContext): CartOwner | undefined {
  if (context.subject) return { customerId: context.subject.customerId };
  return context.actor.kind === 'anonymous' ? { anonymousId: context.actor.anonymousId } : undefined;
}
