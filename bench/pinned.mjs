// The pinned benchmark (issue 21) in one command: API and PostgreSQL on one core, the load on another,
// caches off and then on, every answer checked by the scenarios.
//   npm run bench -- pinned [--database-url postgres://127.0.0.1/chairside_bench]
//        [--scenarios search,typeahead,cart,pricing,health]
//        [--caches off,on] [--seconds 10] [--warmup 3] [--lock /tmp/bench.lock] [--out results.json]
// Builds nothing: it runs apps/api/dist as it is (run `npm run build` after changing the API). For each caches
// setting it starts apps/api/dist/server.js on core 0 (taskset) on a free port, NODE_ENV=production,
// JOBS_IN_PROCESS=0, and for caches off SEARCH_CACHE_SECONDS=0 PRICE_CACHE_SECONDS=0; pins every PostgreSQL
// process to core 0 and runs each scenario script (search, cart, pricing; health starts its own servers) on core 1,
// then unpins PostgreSQL to all cores (also on failure or Ctrl-C). cart and pricing need
// `npm run bench -- pricing-data` on the database first. With --lock, each scenario runs holding that file's flock,
// for a machine shared with other benchmarks. Prints one table, the catalogue size and PostgreSQL's version and
// shared_buffers; exits non-zero when a scenario reports wrong answers or errors; --out keeps each scenario's full
// output (e.g. search per kind of query).
// Loopback databases only. With --data-dir DIR the API runs on the embedded PGlite catalogue in DIR/pglite (as
// `DATA_DIR=DIR npm run seed -- --products N` writes it; pricing needs `npm run bench -- pricing-data --pglite-dir
// DIR/pglite`): its CPU column is the API process's alone, database included. cart writes its customers there before
// the API starts (PGlite is one process's), and its phases start without vacuuming the cart tables.
// With --compare <checkout> --compare-database-url <url>, another build runs beside this one, at the same time and
// on the same core, on its own copy of the database (`create database b template a`, then that checkout's
// `npm run migrate`): each scenario loads both APIs at once from core 1 and the table has a row per build. Both
// share every slow and fast phase of the machine, so their CPU per request compares directly where runs one after
// the other would not. PostgreSQL only, and not health (it starts its own servers).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { apiNodeFlags, root, waitForUrl } from '../scripts/lib.mjs';
import { allCores, loadCore, pinPostgres, serverCore } from './lib/cores.mjs';
import { sampleCpu } from './lib/cpu-sampler.mjs';
import { pgliteSql } from './lib/pglite-sql.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    'data-dir': { type: 'string' },
    compare: { type: 'string' },
    'compare-database-url': { type: 'string' },
    scenarios: { type: 'string', default: 'search,typeahead,cart,pricing,health' },
    caches: { type: 'string', default: 'off,on' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    lock: { type: 'string' },
    out: { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
/** The embedded PGlite catalogue's DATA_DIR, when the benchmark runs on PGlite rather than PostgreSQL. */
const pgliteDataDir = values['data-dir'] && path.resolve(values['data-dir']);
const loopback = (url) => {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname))
    throw new Error(`Refusing a non-loopback database: ${new URL(url).hostname}`);
};
if (!pgliteDataDir) loopback(databaseUrl);
const list = (text, allowed, name) => {
  const items = text.split(',').filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item));
  if (unknown.length > 0 || items.length === 0) throw new Error(`--${name} takes ${allowed.join(',')}`);
  return items;
};
// typeahead: the search mix's type-ahead queries alone (a word being typed, GET /aces/product-suggestions, 8 results).
const scenarios = list(values.scenarios, ['search', 'typeahead', 'cart', 'pricing', 'health'], 'scenarios');
const cacheModes = list(values.caches, ['off', 'on'], 'caches');
const timing = ['--seconds', values.seconds];
/** The builds under test: this checkout's, and with --compare another's on its own database. */
const builds = [{ label: 'this', root, databaseUrl }];
if (values.compare) {
  if (pgliteDataDir || !values['compare-database-url'] || scenarios.includes('health'))
    throw new Error(
      '--compare needs --compare-database-url, PostgreSQL (no --data-dir) and --scenarios without health',
    );
  loopback(values['compare-database-url']);
  if (values['compare-database-url'] === databaseUrl)
    throw new Error('--compare needs its own copy of the database: the two builds would share their carts and CPU');
  builds.push({ label: 'compare', root: path.resolve(values.compare), databaseUrl: values['compare-database-url'] });
}
const serverEntryOf = (build) => path.join(build.root, 'apps/api/dist/server.js');
for (const build of builds)
  if (!existsSync(serverEntryOf(build)))
    throw new Error(`${serverEntryOf(build)} is missing: run npm run build in ${build.root} first.`);

/** PostgreSQL's processes on `cores`; nothing to pin when the database is embedded in the API (PGlite). */
function pinDatabase(cores) {
  if (!pgliteDataDir) pinPostgres(cores);
}

/** Holds `file`'s flock while a `flock … cat` child lives; it ends (and the lock goes) when its stdin closes. */
async function acquireLock(file) {
  const holder = spawn('flock', [file, '-c', 'echo locked; exec cat > /dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    holder.stdout.once('data', resolve);
    holder.once('exit', (code) => reject(new Error(`flock ${file} exited with ${code}`)));
  });
  return async () => {
    holder.stdin.end();
    if (holder.exitCode === null) await new Promise((resolve) => holder.once('exit', resolve));
  };
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Catalogue size, whether pricing-data has run (cart and pricing need its bench office), and the server's version and
 * shared_buffers. At a million products a text search's matches outgrow PostgreSQL's default 128 MB of buffers and are
 * read through the kernel, so runs on differently configured servers must not be compared as equals.
 */
async function databaseFacts(build) {
  const sql = pgliteDataDir
    ? await pgliteSql(path.join(pgliteDataDir, 'pglite'))
    : postgres(build.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select (select count(*)::int from products) as products,
      exists (select 1 from channels where key = 'bench-contract-01') as bench_data,
      split_part(current_setting('server_version'), ' ', 1) as server_version,
      current_setting('shared_buffers') as shared_buffers`;
    return row;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const databaseName = (build) =>
  pgliteDataDir ? `PGlite ${pgliteDataDir}` : new URL(build.databaseUrl).pathname.slice(1);

const children = new Set();
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const cacheEnv = (mode) => {
  const env = { ...process.env };
  delete env.SEARCH_CACHE_SECONDS;
  delete env.PRICE_CACHE_SECONDS;
  return mode === 'off' ? { ...env, SEARCH_CACHE_SECONDS: '0', PRICE_CACHE_SECONDS: '0' } : env;
};

async function startApi(build, mode, temp) {
  const port = await freePort();
  const logFile = path.join(temp, `api-${build.label}-caches-${mode}.log`);
  const log = createWriteStream(logFile);
  await new Promise((resolve) => log.on('open', resolve));
  const api = track(
    spawn('taskset', ['-c', serverCore, process.execPath, ...apiNodeFlags, serverEntryOf(build)], {
      cwd: build.root,
      env: {
        ...cacheEnv(mode),
        ...(pgliteDataDir ? {} : { DATABASE_URL: build.databaseUrl }),
        API_PORT: String(port),
        NODE_ENV: 'production',
        JOBS_IN_PROCESS: '0',
        DATA_DIR: pgliteDataDir ?? path.join(temp, `data-${build.label}`),
      },
      stdio: ['ignore', log, log],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${url}/ready`, { timeoutMs: 120_000, isAlive: () => api.exitCode === null })))
    throw new Error(`The API did not start: ${(await readFile(logFile, 'utf8')).slice(-2000)}`);
  return { url, pid: api.pid, stop: () => stopChild(api) };
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs one scenario script on the load core; resolves with its JSON output, or the reason it failed. */
function runScenario(name, args, env) {
  return new Promise((resolve) => {
    const child = track(
      spawn('taskset', ['-c', loadCore, process.execPath, path.join(root, 'bench', `${scriptOf(name)}.mjs`), ...args], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code, signal) => {
      const json = stdout.slice(stdout.indexOf('{'));
      if (code === 0) {
        try {
          return resolve({ output: JSON.parse(json) });
        } catch {
          // falls through: not the JSON the scenarios print
        }
      }
      resolve({ failure: `${name} exited with ${signal ?? code}: ${(stderr || stdout).trim().slice(-400)}` });
    });
  });
}

/** Table rows of one scenario's output: [scenario, per second, p50, p95, wrong answers or errors, first problem]. */
function rowsOf(name, output) {
  const latency = (result) => [result.latencyMs.p50, result.latencyMs.p95];
  if (name === 'search' || name === 'typeahead') {
    // A non-200 answer is a wrong answer; errors are failed requests (no answer).
    const wrong = output.wrongAnswers + output.errors;
    return [[name, output.searchesPerSecond, ...latency(output), wrong, output.firstWrong?.[0], output]];
  }
  if (name === 'cart')
    return [
      ['cart add', output.addToCart],
      [`cart add (${output.addToBigCart.lines} lines)`, output.addToBigCart],
    ].map(([label, result]) => [
      label,
      result.addsPerSecond,
      ...latency(result),
      result.wrongAnswers,
      result.firstWrong,
      result,
    ]);
  if (name === 'pricing')
    return [
      [
        `pricing ${output.itemsPerLookup} skus`,
        output.lookupsPerSecond,
        ...latency(output),
        output.wrongAnswers,
        output.firstWrong,
        output,
      ],
    ];
  // health: autocannon reports p97.5, not p95; it fails (non-zero exit) on any non-2xx answer or error. Its CPU cell is
  // the server process's own (µs), measured by bench/health itself.
  const health = (label, result) => [
    label,
    result.requestsPerSecond,
    result.latencyMs.p50,
    `${result.latencyMs.p97_5}*`,
    0,
    undefined,
    undefined,
    `${result.cpuMicrosPerRequest} µs`,
  ];
  return [health('health (API)', output.api), health('health (bare node:http)', output.bare)];
}

const scriptOf = (name) => (name === 'typeahead' ? 'search' : name);

/** cart on PGlite: its customers and skus, written and chosen before the API holds the database. */
const cartSkusFile = (temp) => path.join(temp, 'cart-skus.json');

function prepareCartOnPglite(temp) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'bench', 'cart.mjs'),
      '--prepare-only',
      '--pglite-dir',
      path.join(pgliteDataDir, 'pglite'),
      '--skus-file',
      cartSkusFile(temp),
    ],
    { stdio: 'inherit' },
  );
}

function scenarioArgs(name, build, url, temp) {
  if (name === 'health')
    return [...(pgliteDataDir ? [] : ['--database-url', databaseUrl]), '--core', serverCore, '--skip-build', ...timing];
  const load = ['--url', url, ...timing, '--warmup', values.warmup];
  if (name === 'typeahead') return [...load, '--kinds', 'prefix'];
  if (name !== 'cart') return load;
  return pgliteDataDir ? [...load, '--skus-file', cartSkusFile(temp)] : [...load, '--database-url', build.databaseUrl];
}

async function main(temp) {
  for (const build of builds) {
    build.facts = await databaseFacts(build);
    if (!build.facts.bench_data && scenarios.some((name) => name === 'cart' || name === 'pricing'))
      throw new Error(
        `cart and pricing need the bench office: npm run bench -- pricing-data ${pgliteDataDir ? `--pglite-dir ${path.join(pgliteDataDir, 'pglite')}` : `--database-url ${build.databaseUrl}`}`,
      );
    // Reads the database's sessions for the CPU samples (its own session is left out of the sums).
    build.sampler = pgliteDataDir ? undefined : postgres(build.databaseUrl, { max: 1, onnotice: () => {} });
  }
  if (pgliteDataDir && scenarios.includes('cart')) prepareCartOnPglite(temp);
  const rows = [];
  const outputs = [];
  for (const mode of cacheModes) {
    const apis = new Map();
    try {
      for (const name of scenarios) {
        const release = values.lock ? await acquireLock(values.lock) : undefined;
        pinDatabase(serverCore);
        try {
          // health starts its own servers; the others load these APIs, started on the first section that needs them.
          if (name !== 'health')
            for (const build of builds) if (!apis.has(build)) apis.set(build, await startApi(build, mode, temp));
          console.error(`caches ${mode}: ${name}…`);
          // Every build's load at once (with --compare), each side's CPU sampled on its own.
          const runs = await Promise.all(
            builds.map(async (build) => {
              const api = apis.get(build);
              const cpu = api ? sampleCpu(build.sampler, api.pid) : undefined;
              const result = await runScenario(name, scenarioArgs(name, build, api?.url, temp), cacheEnv(mode));
              await cpu?.stop();
              return { build, cpu, result };
            }),
          );
          for (const { build, cpu, result } of runs) {
            const label = (scenario) => (builds.length > 1 ? `${scenario} [${build.label}]` : scenario);
            outputs.push({ scenario: name, caches: mode, build: build.label, ...result });
            if (result.failure) rows.push([label(name), mode, '–', '–', '–', '', 'failed', result.failure]);
            else
              for (const [scenario, perSecond, p50, p95, wrong, firstWrong, timed, ownCpu] of rowsOf(
                name,
                result.output,
              )) {
                const perRequest = timed && cpu?.perRequest(timed.timedFrom, timed.timedTo, timed.latencyMs.count);
                const cpuCell = perRequest ? `${perRequest.api} + ${perRequest.postgres}` : (ownCpu ?? '');
                rows.push([label(scenario), mode, perSecond, p50, p95, cpuCell, wrong, firstWrong]);
              }
          }
        } finally {
          pinDatabase(allCores);
          await release?.();
        }
      }
    } finally {
      await Promise.all([...apis.values()].map((api) => api.stop()));
    }
  }
  for (const build of builds) await build.sampler?.end({ timeout: 5 });
  if (values.out)
    await writeFile(
      values.out,
      JSON.stringify(
        {
          databases: builds.map((build) => ({ build: build.label, database: databaseName(build), ...build.facts })),
          outputs,
        },
        null,
        2,
      ),
    );
  return { rows };
}

function printTable({ rows }) {
  const header = ['scenario', 'caches', 'per s', 'p50 ms', 'p95 ms', 'CPU ms/req API + PG', 'wrong/errors'];
  const cells = [header, ...rows.map((row) => row.slice(0, 7).map((cell) => String(cell ?? '')))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd : cell.padStart).call(cell, widths[column])).join('  ');
  const catalogues = builds.map(
    (build) =>
      `${builds.length > 1 ? `${build.label} (${build.root}): ` : ''}${databaseName(build)}, ${build.facts.products.toLocaleString('en-US')} products`,
  );
  const { server_version: version, shared_buffers: buffers } = builds[0].facts;
  console.log(
    `\n${catalogues.join('; ')}; API and ${pgliteDataDir ? 'its PGlite' : `PostgreSQL ${version} (shared_buffers ${buffers})`} on core ${serverCore}, ` +
      `load on core ${loadCore}, ${values.seconds} s per scenario${builds.length > 1 ? ', both builds at once' : ''}`,
  );
  for (const row of cells) console.log(line(row));
  if (rows.some((row) => String(row[4]).endsWith('*'))) console.log('* health: p97.5 (autocannon)');
  for (const row of rows.filter((row) => row[7])) console.log(`${row[0]}, caches ${row[1]}: ${row[7]}`);
}

const temp = await mkdtemp(path.join(os.tmpdir(), 'chairside-pinned-'));
// Ctrl-C: the children get the signal too; unpin PostgreSQL before leaving.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    pinDatabase(allCores);
    rmSync(temp, { recursive: true, force: true });
    process.exit(130);
  });
try {
  const result = await main(temp);
  printTable(result);
  if (result.rows.some((row) => row[6] !== 0)) process.exitCode = 1;
} finally {
  pinDatabase(allCores);
  await rm(temp, { recursive: true, force: true });
}
