import type { Category, CategoryPagedQueryResponse, CategoryResponse } from '@chairside/contracts';
import { categoryRepository, type Db } from '@chairside/db';
import { resourceNotFound } from '../../http/api-error';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { categoryFields } from './categories.fields';
import { toCategory } from './categories.mapper';
import { isUuid } from '../../ids/uuid';
import { pagedResponse } from '../../http/paged-response';
import { expandCategory, idsToExpand, parseCategoryExpansion } from './category-expansion';

const sortableFields = ['orderHint', 'id'] as const;

export function categoryService(db: Db) {
  const repository = categoryRepository(db);

  /** `parent` and `ancestors[*]` are expanded with one query for all categories; other paths are ignored. */
  async function expanded(categories: Category[], expand: string | string[] | undefined): Promise<CategoryResponse[]> {
    const expansion = parseCategoryExpansion(expand);
    const ids = idsToExpand(categories, expansion);
    const loaded = new Map(
      ids.length > 0 ? (await repository.findByIds(ids)).map((row) => [row.id, toCategory(row)]) : [],
    );
    return categories.map((category) => expandCategory(category, expansion, loaded));
  }

  return {
    async query(params: PredicateQueryParams): Promise<CategoryPagedQueryResponse> {
      const where = compileWhere(params.where, categoryFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const withTotal = params.withTotal !== 'false';
      const { rows, total } = await repository.query({
        where,
        limit: params.limit,
        offset: params.offset,
        sort,
        withTotal,
      });
      const results = await expanded(rows.map(toCategory), params.expand);
      return pagedResponse(params, results, total);
    },

    /** A malformed id cannot name a category, so it is "not found" like any other unknown id. */
    async getById(id: string, expand?: string | string[]): Promise<CategoryResponse> {
      const row = isUuid(id) ? await repository.findById(id) : undefined;
      if (!row) throw resourceNotFound(id);
      const [category] = await expanded([toCategory(row)], expand);
      return category!;
    },
  };
}
