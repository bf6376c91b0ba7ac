import type { RepCustomerList } from '@chairside/contracts';
import { recentCustomersShown, salesRepRepository, type Db, type RepPage } from '@chairside/db';
import type { RequestContext } from '../../access/request-context';
import { toRepCustomerList } from './customers.mapper';
import { repIdOf } from './rep-of';

/** A representative's customers (issue 18): search, its dashboard list and the customers it synced to lately. */
export function repCustomersService(db: Db) {
  const customers = salesRepRepository(db);
  return {
    /** GET mw/sales-reps/search-customers */
    async search(context: RequestContext, query: string, page: RepPage): Promise<RepCustomerList> {
      return toRepCustomerList(await customers.search(repIdOf(context), query, page), page);
    },

    /** GET mw/sales-reps/customers */
    async list(context: RequestContext, page: RepPage): Promise<RepCustomerList> {
      return toRepCustomerList(await customers.customers(repIdOf(context), page), page);
    },

    /** GET mw/sales-reps/recent-customers */
    async recent(context: RequestContext): Promise<RepCustomerList> {
      const rows = await customers.recent(repIdOf(context));
      return toRepCustomerList({ rows, total: rows.length }, { limit: recentCustomersShown, offset: 0 });
    },
  };
}

export type RepCustomersService = ReturnType<typeof repCustomersService>;
