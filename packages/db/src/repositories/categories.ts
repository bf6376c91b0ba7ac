import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { categories } from '../schema';
import { queryPage, type PageDefinition, type PageRequest, type SortTerm } from './paged-query';

export type CategoryRow = typeof categories.$inferSelect;

export type CategorySortField = 'orderHint' | 'id';
export type CategorySort = SortTerm<CategorySortField>;

/**
 * orderHint is compared bytewise (collation "C"): commercetools sorts it as a plain string, and
 * PGlite and PostgreSQL servers may have different default collations. Ties are broken by id.
 */
const page: PageDefinition<CategorySortField> = {
  sortColumns: {
    orderHint: sql`${categories.orderHint} collate "C"`,
    id: sql`${categories.id}`,
  } satisfies Record<CategorySortField, SQL>,
  defaultSort: [{ field: 'orderHint', direction: 'asc' }],
  tieBreaker: 'id',
};

/** Category reads for the commerce query endpoints: filtering, sorting, paging and lookup by id. */
export function categoryRepository(db: Db) {
  return {
    /** Categories matching `where`, sorted as asked (orderHint asc by default), then by id. */
    query(request: PageRequest<CategorySortField>) {
      return queryPage(db, categories, page, request);
    },

    async findById(id: string): Promise<CategoryRow | undefined> {
      const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return rows[0];
    },

    /** Categories by id in one query (for reference expansion); unknown ids are simply absent. */
    async findByIds(ids: readonly string[]): Promise<CategoryRow[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return db.select().from(categories).where(inArray(categories.id, unique));
    },
  };
}
