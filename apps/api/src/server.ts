import { connect, isDatabaseEmpty, migrate, seedDemoData, type Database } from '@chairside/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { allJobs, runsJobsInProcess } from './jobs/all-jobs';
import { startJobs } from './jobs/scheduler';
import { processLogger } from './logger';
import { hashPassword } from './modules/auth/password';
import { demoContentDir, importDemoContent } from './modules/content/demo-content';

/**
 * The API process: configure, open and migrate the database, seed demo data into an empty one
 * when asked, then serve until SIGINT/SIGTERM.
 */
const config = loadConfig();
const logger = await processLogger(config);

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

async function openDatabase(): Promise<Database> {
  const database = await connect({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.pgliteDir,
    maxConnections: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  if (config.SEED_ON_EMPTY === '1' && (await isDatabaseEmpty(database.db))) {
    logger.info('database is empty: seeding demo data');
    await seedDemoData(database, { hashPassword, log: (message: string) => logger.info(message) });
    await importDemoContent(database.db, demoContentDir(config.DEMO_CONTENT_DIR, import.meta.url), (message: string) =>
      logger.info(message),
    );
  }
  return database;
}

async function main(): Promise<void> {
  const database = await openDatabase();
  const app = await buildApp({ config, database, logger });
  const address = await app.listen({ host: config.API_HOST, port: config.API_PORT });
  const startupMs = Math.round(process.uptime() * 1000);
  logger.info({ startupMs, database: database.dialect }, `API listening on ${address}`);
  // Embedded mode: the periodic jobs run here; with PostgreSQL, `npm run worker` runs them (DESIGN.md §1).
  const jobs = runsJobsInProcess(config, database.dialect)
    ? startJobs(allJobs(database.db, config, logger), logger)
    : undefined;

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal means "now": skip the drain.
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    try {
      await app.close();
      await jobs?.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'API failed to start');
  process.exit(1);
});
