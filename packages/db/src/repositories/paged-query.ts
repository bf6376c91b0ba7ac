import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';

export interface SortTerm<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

export interface PageRequest<F extends string> {
  /** A compiled `where` predicate over the table. */
  where?: SQL | undefined;
  /** Sort terms in order; empty means the resource's default. */
  sort: SortTerm<F>[];
  limit: number;
  offset: number;
  withTotal: boolean;
}

export interface PageDefinition<F extends string> {
  /** The SQL each sortable field orders by. */
  sortColumns: Record<F, SQL>;
  defaultSort: SortTerm<F>[];
  /** A unique field appended to every sort, so that pages never overlap or skip rows. */
  tieBreaker: F;
}

/**
 * One page of a commercetools query endpoint: rows matching `where`, sorted and paged, and the
 * total (when asked) counted in a second query run alongside.
 */
export async function queryPage<T extends PgTable, F extends string>(
  db: Db,
  table: T,
  definition: PageDefinition<F>,
  request: PageRequest<F>,
): Promise<{ rows: T['$inferSelect'][]; total?: number }> {
  const sort = request.sort.length > 0 ? request.sort : definition.defaultSort;
  const terms = sort.some(({ field }) => field === definition.tieBreaker)
    ? sort
    : [...sort, { field: definition.tieBreaker, direction: 'asc' as const }];
  const orderBy = terms.map(({ field, direction }) =>
    direction === 'asc' ? asc(definition.sortColumns[field]) : desc(definition.sortColumns[field]),
  );
  const from = () =>
    db
      .select()
      .from(table as PgTable)
      .where(request.where);
  const [rows, totals] = await Promise.all([
    request.limit === 0
      ? []
      : from()
          .orderBy(...orderBy)
          .limit(request.limit)
          .offset(request.offset),
    request.withTotal
      ? db
          .select({ total: count() })
          .from(table as PgTable)
          .where(request.where)
      : undefined,
  ]);
  return { rows: rows as T['$inferSelect'][], ...(totals ? { total: totals[0]?.total ?? 0 } : {}) };
}
