import type { RequestContext } from '../../access/request-context';

/** The representative's own account id; its routes admit sales-rep actors only (access.salesRep). */
export function repIdOf(context: RequestContext): string {
  if (context.actor.kind !== 'sales-rep') throw new Error('A sales representative route ran for another actor');
  return context.actor.customerId;
}
