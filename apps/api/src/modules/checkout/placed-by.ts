import type { OrderPlacedBy } from '@chairside/db';
import type { RequestContext } from '../../access/request-context';

/** The representative who places an order for the customer it acts for (issue 18); null when the customer does. */
export const placedByOf = (context: RequestContext): OrderPlacedBy | null =>
  context.sync ? { id: context.sync.rep.id, email: context.sync.rep.email, name: context.sync.rep.name } : null;
