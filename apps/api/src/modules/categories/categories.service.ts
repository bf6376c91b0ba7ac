import type { Category, CategoryPagedQueryResponse } from '@chairside/contracts';
import { categoryRepository, type Db } from '@chairside/db';
import { resourceNotFound } from '../../http/api-error';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { categoryFields } from './categories.fields';
import { toCategory } from './categories.mapper';
import { isUuid } from '../../ids/uuid';
import { pagedResponse } from '../../http/paged-response';

const sortableFields = ['orderHint', 'id'] as const;

export function categoryService(db: Db) {
  const repository = categoryRepository(db);
  return {
    /** `expand` is accepted and ignored for now: commercetools ignores paths it cannot expand. */
    async query(params: PredicateQueryParams): Promise<CategoryPagedQueryResponse> {
      const where = compileWhere(params.where, categoryFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const withTotal = params.withTotal !== 'false';
      const { rows, total } = await repository.query({ where, limit: params.limit, offset: params.offset, sort, withTotal });
      const results = rows.map(toCategory);
      return pagedResponse(params, results, total);
    },

    /** A malformed id cannot name a category, so it is "not found" like any other unknown id. */
    async getById(id: string): Promise<Category> {
      const row = isUuid(id) ? await repository.findById(id) : undefined;
      if (!row) throw resourceNotFound(id);
      return toCategory(row);
    },
  };
}
