import type { Category, CategoryPagedQueryResponse, QueryParams } from '@chairside/contracts';
import { categoryRepository, type Db } from '@chairside/db';
import { invalidInput, resourceNotFound } from '../../http/api-error';
import { parseSort } from '../../http/query-params';
import { toCategory } from './categories.mapper';

const sortableFields = ['orderHint', 'id'] as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function categoryService(db: Db) {
  const repository = categoryRepository(db);
  return {
    /** `expand` is accepted and ignored for now: commercetools ignores paths it cannot expand. */
    async query(params: QueryParams): Promise<CategoryPagedQueryResponse> {
      if (params.where !== undefined) throw invalidInput('where: query predicates are not supported on categories yet.');
      const sort = parseSort(params.sort, sortableFields);
      const withTotal = params.withTotal !== 'false';
      const { rows, total } = await repository.query({ limit: params.limit, offset: params.offset, sort, withTotal });
      const results = rows.map(toCategory);
      return { limit: params.limit, offset: params.offset, count: results.length, ...(total !== undefined ? { total } : {}), results };
    },

    /** A malformed id cannot name a category, so it is "not found" like any other unknown id. */
    async getById(id: string): Promise<Category> {
      const row = uuidPattern.test(id) ? await repository.findById(id) : undefined;
      if (!row) throw resourceNotFound(id);
      return toCategory(row);
    },
  };
}
