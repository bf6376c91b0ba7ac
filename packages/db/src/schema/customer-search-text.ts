import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The texts a sales representative's customer search matches (issue 18), each behind a trigram GIN index (migration
 * 0024). One definition serves the index and the query, so the planner sees the same expression in both.
 */
export const customerSearchText = (c: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  practiceName: AnyPgColumn;
}): SQL =>
  sql`lower(coalesce(${c.firstName}, '') || ' ' || coalesce(${c.lastName}, '') || ' ' || ${c.email} || ' ' || coalesce(${c.practiceName}, ''))`;

/** The office's name and account number (its key). */
export const officeSearchText = (o: { name: AnyPgColumn; key: AnyPgColumn }): SQL =>
  sql`lower(${o.name} || ' ' || ${o.key})`;

export const lowerText = (column: AnyPgColumn): SQL => sql`lower(${column})`;
