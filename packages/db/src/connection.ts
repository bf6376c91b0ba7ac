import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { preparedPgliteClient } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * How close a word of a searched text must come to the query for pg_trgm's `<%` (word_similarity), set per connection
 * (only the sales representatives' customer search uses it): 0.5 lets one transposed or missing letter of a
 * five-letter name through ("patle", "nguyn"), where the default 0.6 does not.
 */
const wordSimilarityThreshold = '0.5';
/**
 * The planner's cost of a random page read, set per connection on both drivers: a catalogue's pages sit in memory or on
 * SSD, where a random read costs about a sequential one. With the server default (4) a text search planned for its
 * own words read every text row: PGlite always, PostgreSQL on each connection's first five runs of a statement
 * (custom plans, 110–145 ms for "gloves" at 100,000 products against 20 ms through the index's 6,590 matches).
 */
const randomPageCost = '1.1';

/** The query interface shared by the PGlite and PostgreSQL drivers; repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A postgres:// URL; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL pool size. */
  maxConnections?: number | undefined;
}

export async function connect(options: ConnectOptions = {}): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return connectPglite(options.dataDir ?? '.data/pglite');
}

async function connectPostgres(url: string, max: number): Promise<Database> {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 10,
    // Short OLTP queries under concurrency: parallel plans cost more in worker start-up than they
    // save, and starve the other connections on small machines (measured: search throughput +70%).
    // No JIT either: a text search matching 65,000 of 1,000,000 products crosses its cost threshold and
    // spent ~10 ms compiling expressions for a ~95 ms query (jit is off on PGlite, which has no LLVM).
    connection: {
      application_name: 'chairside',
      options: `-c max_parallel_workers_per_gather=0 -c jit=off -c pg_trgm.word_similarity_threshold=${wordSimilarityThreshold} -c random_page_cost=${randomPageCost}`,
    },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    dialect: 'postgres',
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
  try {
    await database.ping();
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new Error(`Cannot reach PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`, { cause: error });
  }
  return database;
}

async function connectPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs typo-tolerant search (migration 0002 creates the extension).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await client.exec(
    `set pg_trgm.word_similarity_threshold = ${wordSimilarityThreshold}; set random_page_cost = ${randomPageCost}`,
  );
  // drizzle reaches PGlite only through query() and transaction(); this client prepares each statement once.
  const db = drizzlePglite({ client: preparedPgliteClient(client) as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Hides the password of a connection URL for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable database URL)';
  }
}
