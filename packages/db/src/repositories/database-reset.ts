import { sql } from 'drizzle-orm';
import type { Db } from '../connection';

/**
 * Drops every table, with the migration journal, so the migrations can rebuild an empty database.
 * Only the seed command's explicit --reset calls this.
 */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
