import type { ProductProjection, ProductProjectionPagedQueryResponse } from '@chairside/contracts';
import { productProjectionRepository, type Db, type ProductWithVariants } from '@chairside/db';
import { resourceNotFound, resourceWithKeyNotFound } from '../../http/api-error';
import { asList, parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { renderProductProjections } from './product-projection.loader';
import { productProjectionFields } from './product-projection.fields';
import { pagedResponse } from '../../http/paged-response';

const sortableFields = ['id', 'key', 'name.en-US', 'createdAt', 'lastModifiedAt'] as const;

/** The one reference expansion served: `expand=categories[*]`; other paths are ignored, as commercetools does. */
const expandsCategories = (expand: string | string[] | undefined) =>
  asList(expand).some((path) => path.trim() === 'categories[*]');

export function productProjectionService(db: Db) {
  const repository = productProjectionRepository(db);
  const render = async (item: ProductWithVariants | undefined, expand: string | string[] | undefined) =>
    item ? (await renderProductProjections(db, [item], { expandCategories: expandsCategories(expand) }))[0] : undefined;

  return {
    /** Published products matching `where` (with `var.*` inputs), sorted (default id asc) and paged. */
    async query(params: PredicateQueryParams): Promise<ProductProjectionPagedQueryResponse> {
      const where = compileWhere(params.where, productProjectionFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const withTotal = params.withTotal !== 'false';
      const { items, total } = await repository.query({
        where,
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal,
      });
      const results = await renderProductProjections(db, items, { expandCategories: expandsCategories(params.expand) });
      return pagedResponse(params, results, total);
    },

    async getById(id: string, expand: string | string[] | undefined): Promise<ProductProjection> {
      const [item] = await repository.findByIds([id]);
      const projection = await render(item, expand);
      if (!projection) throw resourceNotFound(id);
      return projection;
    },

    async getByKey(key: string, expand: string | string[] | undefined): Promise<ProductProjection> {
      // PostgreSQL text cannot hold NUL, so no product has such a key.
      const projection = key.includes('\u0000') ? undefined : await render(await repository.findByKey(key), expand);
      if (!projection) throw resourceWithKeyNotFound(key);
      return projection;
    },
  };
}
