import type { shippingMethodPagedQueryResponseSchema } from '@chairside/contracts';
import { catalogResourceRepository, type Db, type ShippingMethodSortField } from '@chairside/db';
import type { z } from 'zod';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { shippingMethodFields } from './shipping-methods.fields';
import { toShippingMethod } from './shipping-methods.mapper';
import { pagedResponse } from '../../http/paged-response';

/**
 * commercetools does not sort shipping methods by rate server-side; we do. `rate` is our name for
 * it, and the path of the rate in the resource (`zoneRates.shippingRates.price.centAmount`) is
 * accepted as the same thing, since every method has one rate.
 */
const ratePath = 'zoneRates.shippingRates.price.centAmount';
const sortableFields = ['rate', ratePath, 'id', 'key', 'name', 'createdAt'] as const;
const sortColumn = (field: (typeof sortableFields)[number]): ShippingMethodSortField =>
  field === ratePath ? 'rate' : field;

export function shippingMethodService(db: Db) {
  const repository = catalogResourceRepository(db);
  return {
    /** Shipping methods matching `where`, cheapest first by default. */
    async query(params: PredicateQueryParams): Promise<z.infer<typeof shippingMethodPagedQueryResponseSchema>> {
      const where = compileWhere(params.where, shippingMethodFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields).map(({ field, direction }) => ({
        field: sortColumn(field),
        direction,
      }));
      const { rows, total } = await repository.queryShippingMethods({
        where,
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      const results = rows.map(toShippingMethod);
      return pagedResponse(params, results, total);
    },
  };
}
