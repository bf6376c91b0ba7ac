import { asc } from 'drizzle-orm';
import type { Db } from '../connection';
import { categories } from '../schema';

export type CategoryRow = typeof categories.$inferSelect;

export function categoryRepository(db: Db) {
  return {
    /** Categories ordered by order hint (a string sort, as commercetools does), then id for a stable order. */
    async list({ limit, offset }: { limit: number; offset: number }): Promise<{ rows: CategoryRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.orderHint), asc(categories.id)).limit(limit).offset(offset),
        db.$count(categories),
      ]);
      return { rows, total };
    },
  };
}
