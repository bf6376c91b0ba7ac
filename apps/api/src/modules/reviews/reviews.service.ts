import type { reviewPagedQueryResponseSchema } from '@chairside/contracts';
import { catalogResourceRepository, type Db } from '@chairside/db';
import type { z } from 'zod';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { reviewFields } from './reviews.fields';
import { toReview } from './reviews.mapper';
import { pagedResponse } from '../../http/paged-response';

const sortableFields = ['id', 'createdAt', 'lastModifiedAt', 'rating'] as const;

export function reviewService(db: Db) {
  const repository = catalogResourceRepository(db);
  return {
    /** Reviews matching `where` (typically `target(id = "<productId>")`), sorted (default id asc) and paged. */
    async query(params: PredicateQueryParams): Promise<z.infer<typeof reviewPagedQueryResponseSchema>> {
      const where = compileWhere(params.where, reviewFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const { rows, total } = await repository.queryReviews({
        where,
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      const results = rows.map(toReview);
      return pagedResponse(params, results, total);
    },
  };
}
