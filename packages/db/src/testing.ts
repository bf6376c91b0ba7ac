import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { connect, redactUrl, type Database } from './connection';
import { migrate } from './migrate';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Creates a fresh, migrated, empty database; `dispose` drops it. */
  create(): Promise<{ database: Database; databaseUrl?: string; dispose(): Promise<void> }>;
}

/**
 * The databases integration tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Each `create()` gives an isolated database (a new PostgreSQL database on the same server).
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async create() {
        const database = await connect({ dataDir: 'memory://' });
        await migrate(database);
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) targets.push({ name: 'postgres', create: () => createPostgresTestDatabase(serverUrl) });
  return targets;
}

async function createPostgresTestDatabase(serverUrl: string) {
  const name = `chairside_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL at ${redactUrl(serverUrl)} is unreachable or refuses to create a database: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await connect({ databaseUrl, maxConnections: 5 });
  await migrate(database);
  return {
    database,
    databaseUrl,
    async dispose() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
