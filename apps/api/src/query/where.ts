import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { asList } from '../http/query-params';
import type { FieldLookup } from './field-schema';
import { compilePredicate } from './predicate-compiler';
import { parsePredicate } from './predicate-parser';
import type { Variables } from './predicate-values';

/**
 * The `where` parameters of a query compiled into one SQL condition (several parameters are
 * ANDed), or undefined when there are none. Malformed input throws a 400 InvalidInput.
 */
export function compileWhere(
  where: string | string[] | undefined,
  fields: FieldLookup,
  variables: Variables,
): SQL | undefined {
  const conditions = asList(where).map((predicate) => compilePredicate(parsePredicate(predicate), fields, variables));
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` and `)})`;
}
