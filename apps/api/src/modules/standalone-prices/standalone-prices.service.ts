import type { standalonePricePagedQueryResponseSchema } from '@chairside/contracts';
import { standalonePriceRepository, type Db } from '@chairside/db';
import type { z } from 'zod';
import { pagedResponse } from '../../http/paged-response';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { standalonePriceFields } from './standalone-prices.fields';
import { toStandalonePrice } from './standalone-prices.mapper';

const sortableFields = ['id', 'sku', 'key', 'createdAt', 'lastModifiedAt'] as const;

export function standalonePriceService(db: Db) {
  const repository = standalonePriceRepository(db);
  return {
    /**
     * Prices matching `where` (skus, retail or a contract channel, the valid date window), sorted (default id asc) and
     * paged (≤ 500).
     */
    async query(params: PredicateQueryParams): Promise<z.infer<typeof standalonePricePagedQueryResponseSchema>> {
      const where = compileWhere(params.where, standalonePriceFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const { rows, total } = await repository.query({
        where,
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      return pagedResponse(params, rows.map(toStandalonePrice), total);
    },
  };
}
