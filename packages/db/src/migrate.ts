import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Database } from './connection';

/** The checked-in, forward-only migrations; resolved through the package so a bundled caller finds them too. */
export function migrationsFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@chairside/db/package.json');
  return path.join(path.dirname(packageJson), 'migrations');
}

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.dialect === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePostgres(database.db as unknown as PostgresJsDatabase, config);
}
