import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DiscountCodeTerms } from '@chairside/domain';
import type { Db } from '../connection';
import { carts, discountCodes, orders } from '../schema';
import type { CartOwner } from './carts';
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
    value:
      record.permyriad !== null
        ? { type: 'relative', permyriad: record.permyriad }
        : { type: 'absolute', centAmount: record.centAmount ?? 0 },
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

/** The codes a customer or an anonymous session holds: on any of its carts, or on its orders. */
export function codesHeldBy(owner: CartOwner): SQL {
  const onCarts =
    'customerId' in owner
      ? sql`select (d->>'discountCodeId')::uuid from ${carts} c, jsonb_array_elements(c.discount_codes) d
            where c.customer_id = ${owner.customerId}::uuid`
      : sql`select (d->>'discountCodeId')::uuid from ${carts} c, jsonb_array_elements(c.discount_codes) d
            where c.anonymous_id = ${owner.anonymousId}`;
  const onOrders =
    'customerId' in owner
      ? sql` union select (d->>'id')::uuid from ${orders} o, jsonb_array_elements(o.discount_codes) d
             where o.customer_id = ${owner.customerId}::uuid`
      : sql``;
  return sql`${discountCodes.id} in (${onCarts}${onOrders})`;
}

export function discountCodeRepository(db: Db) {
  return {
    /** GET /aces/discount-codes (where, sort, paging). */
    query: (request: PageRequest<DiscountCodeSortField>) => queryPage(db, discountCodes, discountCodePage, request),

    /** The code as typed, already normalised (upper case, trimmed) by the caller. */
    async findByCode(code: string): Promise<DiscountCodeRecord | undefined> {
      const [record] = await db
        .select()
        .from(discountCodes)
        .where(sql`${discountCodes.code} = ${code}`);
      return record;
    },

    /** A new code (inside the caller's transaction when it comes with another write, e.g. an SMS sign-up's). */
    async create(code: NewDiscountCode): Promise<DiscountCodeRecord> {
      const [record] = await db.insert(discountCodes).values(code).returning();
      return record!;
    },

    /** Codes by id, in no particular order (a cart's codes, GET discount-codes where id). */
    async findByIds(ids: readonly string[], visible?: SQL): Promise<DiscountCodeRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(discountCodes)
        .where(and(inArray(discountCodes.id, [...ids]), visible));
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
        .where(
          sql`${inArray(discountCodes.id, [...ids])} and (${discountCodes.maxApplications} is null or ${discountCodes.applications} < ${discountCodes.maxApplications})`,
        )
        .returning({ id: discountCodes.id });
      return raised.length === new Set(ids).size;
    },

    /** Takes back the uses recordApplications counted for a placement that ended without an order. */
    async releaseApplications(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(discountCodes)
        .set({ applications: sql`greatest(${discountCodes.applications} - 1, 0)`, lastModifiedAt: sql`now()` })
        .where(inArray(discountCodes.id, [...ids]));
    },
  };
}
