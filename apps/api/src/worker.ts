import { connect, redactUrl } from '@chairside/db';
import { loadConfig } from './config';
import { allJobs } from './jobs/all-jobs';
import { startJobs } from './jobs/scheduler';
import { processLogger } from './logger';

/**
 * The worker process (`npm run worker`): runs the periodic jobs against PostgreSQL, next to any
 * number of API instances (set JOBS_IN_PROCESS=0 on those, or leave `auto`). Embedded PGlite
 * belongs to the one API process, which runs the jobs itself, so the worker needs DATABASE_URL.
 * It does not migrate: the API does, and a job run before that fails, is logged and retried.
 */
const config = loadConfig();
const logger = await processLogger(config);

async function main(): Promise<void> {
  if (!config.DATABASE_URL) {
    logger.fatal(
      'The worker needs DATABASE_URL (PostgreSQL). With the embedded database the API process runs the jobs itself.',
    );
    process.exit(1);
  }
  const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir, maxConnections: 2 });
  const jobs = allJobs(database.db, config, logger);
  const running = startJobs(jobs, logger, { keepAlive: true });
  logger.info(
    { database: redactUrl(config.DATABASE_URL), jobs: jobs.map(({ name, intervalMs }) => ({ name, intervalMs })) },
    'worker started',
  );

  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'worker stopping: waiting for running jobs');
    await running.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
