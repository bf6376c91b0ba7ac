import type { DiscountCode, discountCodePagedQueryResponseSchema } from '@chairside/contracts';
import { codesHeldBy, discountCodeRepository, type CartOwner, type Db } from '@chairside/db';
import { and } from 'drizzle-orm';
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

/**
 * Which codes a caller may read: every code (view_discount_codes, the importer), or only those on the carts and
 * orders of a customer or an anonymous session (spec §7 "discount-codes where id" from the storefront's tokens).
 */
export type CodeReader = { kind: 'all' } | { kind: 'holder'; owner: CartOwner };

export function discountCodeService(db: Db) {
  const repository = discountCodeRepository(db);
  const visibleTo = (reader: CodeReader) => (reader.kind === 'all' ? undefined : codesHeldBy(reader.owner));

  return {
    /** Codes matching `where` (the storefront asks `id in (…)` for a cart's codes), sorted and paged. */
    async query(
      reader: CodeReader,
      params: PredicateQueryParams,
    ): Promise<z.infer<typeof discountCodePagedQueryResponseSchema>> {
      const where = compileWhere(params.where, discountCodeFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const { rows, total } = await repository.query({
        where: and(where, visibleTo(reader)),
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      return pagedResponse(params, rows.map(toDiscountCode), total);
    },

    /** One code; a code the reader does not hold is not found, as another customer's cart is. */
    async getById(reader: CodeReader, id: string): Promise<DiscountCode> {
      const [record] = isUuid(id) ? await repository.findByIds([id], visibleTo(reader)) : [];
      if (!record) throw resourceNotFound(id);
      return toDiscountCode(record);
    },
  };
}
