import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { categories } from '../schema';

export type CategoryRow = typeof categories.$inferSelect;

export type CategorySortField = 'orderHint' | 'id';
export interface CategorySort {
  field: CategorySortField;
  direction: 'asc' | 'desc';
}

/**
 * orderHint is compared bytewise (collation "C"): commercetools sorts it as a plain string, and
 * PGlite and PostgreSQL servers may have different default collations.
 */
const sortColumns: Record<CategorySortField, SQL> = {
  orderHint: sql`${categories.orderHint} collate "C"`,
  id: sql`${categories.id}`,
};

const defaultSort: CategorySort[] = [{ field: 'orderHint', direction: 'asc' }];

/** Category reads for the commerce query endpoints: sorting, paging and lookup by id. */
export function categoryRepository(db: Db) {
  return {
    /** Sorted as asked (orderHint asc by default), then by id so pages never overlap. */
    async query(options: { limit: number; offset: number; sort: CategorySort[]; withTotal: boolean }) {
      const sort = options.sort.length > 0 ? options.sort : defaultSort;
      const orderBy = sort.map(({ field, direction }) => (direction === 'asc' ? asc(sortColumns[field]) : desc(sortColumns[field])));
      if (!sort.some(({ field }) => field === 'id')) orderBy.push(asc(categories.id));
      const [rows, total] = await Promise.all([
        db.select().from(categories).orderBy(...orderBy).limit(options.limit).offset(options.offset),
        options.withTotal ? db.$count(categories) : undefined,
      ]);
      return { rows, total };
    },

    async findById(id: string): Promise<CategoryRow | undefined> {
      const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return rows[0];
    },
  };
}
