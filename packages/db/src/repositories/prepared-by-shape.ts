import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';

/**
 * Statement texts ("shapes": values are always parameters) this process prepares at most. postgres.js
 * keeps a prepared statement per text on each connection until the connection is recycled, and
 * request parameters choose the text of a search, so the number of texts must be bounded: a
 * storefront uses a few dozen; texts beyond the first ones run unnamed (parsed every time).
 */
const maxShapes = 300;
const admitted = new Set<string>();
const dialect = new PgDialect();

/** Whether a statement text may be prepared: it already is, or there is room for one more. */
function admit(text: string): boolean {
  if (admitted.has(text)) return true;
  if (admitted.size >= maxShapes) return false;
  admitted.add(text);
  return true;
}

/**
 * The rows of a raw query, run as a named prepared statement on PostgreSQL: an unnamed statement
 * with parameters costs postgres.js two round trips (describe, then bind and execute) and a parse
 * every time, a prepared one a single bind and execute. PGlite runs it as before.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  return run<T>(db, dialect.sqlToQuery(query), {});
}

async function run<T>(db: Db, compiled: Query, values: Record<string, unknown>): Promise<T[]> {
  // Any name makes drizzle ask postgres.js to prepare; postgres.js names and caches it by text.
  const result = (await db._.session
    .prepareQuery(compiled, undefined, admit(compiled.sql) ? 'by_shape' : undefined, false)
    .execute(values)) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Compiled statements by their caller's key, as many as there are shapes to prepare. */
const compiledByKey = new Map<string, Query>();

/**
 * As `preparedRows`, for a statement whose building and compiling cost as much CPU as running it (a text search's
 * facets: about 0.5 ms): `build` runs once per `key`, and `values` fill its placeholders (`sql.placeholder`) at each
 * run. The key must name everything `build` puts in the statement other than the placeholders.
 */
export async function preparedRowsByKey<T>(
  db: Db,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let compiled = compiledByKey.get(key);
  if (!compiled) {
    compiled = dialect.sqlToQuery(build());
    if (compiledByKey.size < maxShapes) compiledByKey.set(key, compiled);
  }
  return run<T>(db, compiled, values);
}
