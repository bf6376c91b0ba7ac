import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DiscountCodeTerms } from '@chairside/domain';
import type { Db } from '../connection';
import { discountCodes } from '../schema';
import { queryPage, type PageDefinition, type PageRequest } from './paged-query';

export type DiscountCodeRecord = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;

/** The terms the domain rules read (applyDiscountCodes, discountCodeState). */
export function discountCodeTerms(record: DiscountCodeRecord): DiscountCodeTerms {
  return {
    code: record.code,
    isActive: record.isActive,
    validFrom: record.validFrom,
    validUntil: record.validUntil,
    minimumSubtotal: record.minimumSubtotalCentAmount,
    value: record.permyriad !== null ? { type: 'relative', permyriad: record.permyriad } : { type: 'absolute', centAmount: record.centAmount ?? 0 },
    maxApplications: record.maxApplications,
    applications: record.applications,
  };
}

export type DiscountCodeSortField = 'id' | 'code' | 'createdAt';

const discountCodePage: PageDefinition<DiscountCodeSortField> = {
  sortColumns: {
    id: sql`${discountCodes.id}`,
    code: sql`${discountCodes.code} collate "C"`,
    createdAt: sql`${discountCodes.createdAt}`,
  } satisfies Record<DiscountCodeSortField, SQL>,
  defaultSort: [{ field: 'id', direction: 'asc' }],
  tieBreaker: 'id',
};

export function discountCodeRepository(db: Db) {
  return {
    /** GET /aces/discount-codes (where, sort, paging). */
    query: (request: PageRequest<DiscountCodeSortField>) => queryPage(db, discountCodes, discountCodePage, request),

    /** The code as typed, already normalised (upper case, trimmed) by the caller. */
    async findByCode(code: string): Promise<DiscountCodeRecord | undefined> {
      const [record] = await db.select().from(discountCodes).where(sql`${discountCodes.code} = ${code}`);
      return record;
    },

    /** Codes by id, in no particular order (a cart's codes, GET discount-codes where id). */
    async findByIds(ids: readonly string[]): Promise<DiscountCodeRecord[]> {
      if (ids.length === 0) return [];
      return db.select().from(discountCodes).where(inArray(discountCodes.id, [...ids]));
    },

    /**
     * Counts an order's use of its codes, inside the order's transaction. The row lock makes
     * concurrent orders queue, and a code at its maximum is not raised (false): the order must
     * then be refused, so a limited code is never used more often than allowed.
     */
    async recordApplications(ids: readonly string[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const raised = await db
        .update(discountCodes)
        .set({ applications: sql`${discountCodes.applications} + 1`, lastModifiedAt: sql`now()` })
        .where(sql`${inArray(discountCodes.id, [...ids])} and (${discountCodes.maxApplications} is null or ${discountCodes.applications} < ${discountCodes.maxApplications})`)
        .returning({ id: discountCodes.id });
      return raised.length === new Set(ids).size;
    },
  };
}
