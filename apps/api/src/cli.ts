import { parseArgs } from 'node:util';
import {
  connect,
  isDatabaseEmpty,
  mailOutboxRepository,
  migrate,
  redactUrl,
  refreshProductSearch,
  resetDatabase,
  seedDemoData,
  smsOutboxRepository,
  type Database,
} from '@chairside/db';
import { loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { hashPassword } from './modules/auth/password';
import { renderAllProjections } from './modules/products/product-renderings';
import { contentAuthoringService } from './modules/content/content-authoring.service';
import { importContentFolder } from './modules/content/content-import';
import { demoContentDir, importDemoContent } from './modules/content/demo-content';
import { revalidatorFromConfig } from './modules/content/storefront-revalidation';
import { formatOutbox } from './modules/mail/outbox-listing';
import { formatSmsOutbox } from './modules/sms/sms-outbox-listing';

const usage = `Usage: node apps/api/dist/cli.js <command> [options]

Commands:
  migrate                 apply pending database migrations
  seed                    migrate, then load the deterministic demo data into an empty database
  mail                    print the latest 10 mails of the outbox (--to ADDRESS for one recipient)
  sms                     print the latest 10 texts of the SMS outbox (--to +1NNNNNNNNNN for one number)
  reindex                 rebuild the product search index, facet counts and listing order
  render                  store the rendered projection of every published product that has none (searches
                          render the missing ones of their page as they go; this does all of them at once)
  content import FOLDER   import every .md file under FOLDER (front matter + Markdown): create or update each
                          entry by type and slug, publish it unless draft: true; nothing is written unless all
                          files are valid

Seed options:
  --products N            number of generated products (default 1500)
  --seed S                random seed; the same seed gives the same data (default 2026)
  --if-empty              do nothing when the database already holds data
  --reset                 DESTRUCTIVE: drop all tables and data first, then migrate and seed

The database is DATABASE_URL when set, else embedded PGlite under DATA_DIR (default .data).`;

/** A failure the user can fix; printed without a stack trace. */
class CliError extends Error {}
class UsageError extends CliError {}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help) return console.log(usage);
  const contentFolder = command === 'content' && rest[0] === 'import' && rest.length === 2 ? rest[1] : undefined;
  if (command === 'content' && contentFolder === undefined) throw new UsageError('Usage: content import FOLDER');
  if (
    (rest.length > 0 && command !== 'content') ||
    !['migrate', 'seed', 'mail', 'sms', 'reindex', 'render', 'content'].includes(command ?? '')
  )
    throw new UsageError(command ? `Unknown command: ${[command, ...rest].join(' ')}` : 'Missing command');
  if (values.reset && values['if-empty']) throw new UsageError('--reset and --if-empty contradict each other');
  const products = values.products === undefined ? undefined : wholeNumber('--products', values.products);
  const seed = values.seed === undefined ? undefined : wholeNumber('--seed', values.seed);

  const config = loadConfig();
  const started = performance.now();
  const database = await timed(
    `Connecting to ${config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : `PGlite at ${config.pgliteDir}`}`,
    () => connect({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir, maxConnections: 2 }),
  );
  try {
    if (command === 'seed' && values.reset)
      await timed('Dropping all tables (--reset)', () => resetDatabase(database.db));
    await timed('Migrating', () => migrate(database));
    if (command === 'mail') console.log(formatOutbox(await mailOutboxRepository(database.db).latest(10, values.to)));
    if (command === 'sms') console.log(formatSmsOutbox(await smsOutboxRepository(database.db).latest(10, values.to)));
    if (command === 'reindex')
      await timed('Rebuilding the product search index', () => refreshProductSearch(database.db));
    if (command === 'render') await renderCommand(database);
    if (command === 'seed')
      await seedCommand(database, config, { products, seed, ifEmpty: values['if-empty'], reset: values.reset });
    if (contentFolder !== undefined) await importContentCommand(database, config, contentFolder);
  } finally {
    await database.close();
  }
  console.log(`Done in ${seconds(started)}.`);
}

async function seedCommand(
  database: Database,
  config: Config,
  options: { products: number | undefined; seed: number | undefined; ifEmpty: boolean; reset: boolean },
): Promise<void> {
  if (!options.reset && !(await isDatabaseEmpty(database.db))) {
    if (options.ifEmpty) return console.log('The database already holds data; nothing to seed (--if-empty).');
    throw new CliError(
      'The database already holds data; seeding needs an empty database. ' +
        'Pass --reset to drop ALL tables and data and seed again, or --if-empty to leave it as it is.',
    );
  }
  await timed('Seeding demo data', () =>
    seedDemoData(database, {
      products: options.products,
      seed: options.seed,
      hashPassword,
      log: (message) => console.log(message),
    }),
  );
  await renderCommand(database);
  await timed('Importing demo content', () =>
    importDemoContent(database.db, demoContentDir(config.DEMO_CONTENT_DIR, import.meta.url), (message) =>
      console.log(message),
    ),
  );
}

async function renderCommand(database: Database): Promise<void> {
  const rendered = await timed('Rendering product projections', () => renderAllProjections(database.db));
  console.log(`${rendered} products rendered.`);
}

async function importContentCommand(database: Database, config: Config, folder: string): Promise<void> {
  const service = contentAuthoringService(database.db, {
    revalidator: revalidatorFromConfig(config, createLogger(config.LOG_LEVEL)),
  });
  const result = await timed(`Importing ${folder}`, () =>
    importContentFolder(folder, service, { name: 'cli', now: new Date() }),
  );
  if (!result.ok) {
    const lines = result.problems.map((problem) => `  ${problem.path}: ${problem.reason}`);
    throw new CliError(`Nothing imported: ${result.problems.length} invalid file(s):\n${lines.join('\n')}`);
  }
  for (const [outcome, entries] of Object.entries(result.summary)) {
    console.log(
      `${outcome}: ${entries.length}${entries.length > 0 && outcome !== 'unchanged' ? ` (${entries.join(', ')})` : ''}`,
    );
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  console.log(`${label}…`);
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(started)}`);
  return result;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}

function wholeNumber(flag: string, text: string): number {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0) throw new UsageError(`${flag} needs a whole number, got "${text}"`);
  return value;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(error instanceof CliError ? error.message : error);
  process.exitCode = 1;
});
