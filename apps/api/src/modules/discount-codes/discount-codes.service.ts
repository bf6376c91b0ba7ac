import type { DiscountCode, discountCodePagedQueryResponseSchema } from '@chairside/contracts';
import { discountCodeRepository, type Db } from '@chairside/db';
import type { z } from 'zod';
import { resourceNotFound } from '../../http/api-error';
import { pagedResponse } from '../../http/paged-response';
import { parseSort } from '../../http/query-params';
import { isUuid } from '../../ids/uuid';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { discountCodeFields } from './discount-codes.fields';
import { toDiscountCode } from './discount-codes.mapper';

const sortableFields = ['id', 'code', 'createdAt'] as const;

export function discountCodeService(db: Db) {
  const repository = discountCodeRepository(db);
  return {
    /** Codes matching `where` (the storefront asks `id in (…)` for a cart's codes), sorted and paged. */
    async query(params: PredicateQueryParams): Promise<z.infer<typeof discountCodePagedQueryResponseSchema>> {
      const where = compileWhere(params.where, discountCodeFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const { rows, total } = await repository.query({ where, sort, limit: params.limit, offset: params.offset, withTotal: params.withTotal !== 'false' });
      return pagedResponse(params, rows.map(toDiscountCode), total);
    },

    async getById(id: string): Promise<DiscountCode> {
      const [record] = isUuid(id) ? await repository.findByIds([id]) : [];
      if (!record) throw resourceNotFound(id);
      return toDiscountCode(record);
    },
  };
}
