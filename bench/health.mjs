// What the API's request path and its logging cost (issue 21): GET /health of the built API against a bare node:http
// server, in one run.
//   taskset -c 1 npm run bench -- health [--database-url postgres://…] [--seconds 10] [--rounds 3] [--connections 10]
//   [--core 0] [--skip-build]
// Both servers run on --core (taskset; the load generator is this process, so start it on another core as above).
// The API runs as in production: NODE_ENV=production, its default LOG_LEVEL (info) and JSON logs, stdout to a file as
// a log shipper would read it. Without --database-url it uses embedded PGlite in a temporary folder (migrated, empty).
// Both servers start, warm up, then take --rounds timed loads each, alternately (a shared machine's bursts fall on
// both). Prints for each the round with the median requests/s (and every round's), the median CPU µs per request of
// the server process (/proc), the ratio API/bare of requests/s and of CPU per request (bare/API: 1 is as cheap), and
// how many request log lines the API wrote per request.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApi } from '../scripts/build.mjs';
import { apiNodeFlags, root, waitForUrl } from '../scripts/lib.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    core: { type: 'string', default: '0' },
    // Runs apps/api/dist as it is (bench/pinned.mjs: the same build for every scenario).
    'skip-build': { type: 'boolean', default: false },
  },
});
const bareServer = `require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json');
  res.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

function pinned(args, env, stdout) {
  const child = spawn('taskset', ['-c', values.core, process.execPath, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout ?? 'ignore', 'inherit'],
  });
  return child;
}

/** utime + stime of a process in µs (Linux /proc, clock ticks of 10 ms). */
function cpuMicrosOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** One timed load of `url`, with the server's CPU time over it: requests/s, latency and CPU µs per request. */
async function load(url, pid) {
  const before = cpuMicrosOf(pid);
  const result = await autocannon({ url, connections: Number(values.connections), duration: Number(values.seconds) });
  const cpu = cpuMicrosOf(pid) - before;
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    sent: result.requests.total,
    cpuMicrosPerRequest: Math.round((cpu / result.requests.total) * 10) / 10,
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];

/** Lines of the file that contain `text`, read line by line: a fast host's minute of request logs is over 512 MB. */
async function countLines(file, text) {
  let count = 0;
  for await (const line of readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity }))
    if (line.includes(text)) count += 1;
  return count;
}

/** The round with the median requests/s, and the median CPU per request over the rounds. */
function summary(results) {
  const middle = median(results.map((result) => result.requestsPerSecond));
  const chosen = results.find((result) => result.requestsPerSecond === middle);
  return {
    ...chosen,
    cpuMicrosPerRequest: median(results.map((result) => result.cpuMicrosPerRequest)),
    rounds: results.map((result) => result.requestsPerSecond),
  };
}

if (!values['skip-build']) await buildApi();
const temp = await mkdtemp(path.join(os.tmpdir(), 'chairside-health-'));
const children = [];
try {
  const bare = pinned(['-e', bareServer], { PORT: '4791' });
  children.push(bare);
  await waitForUrl('http://127.0.0.1:4791/', { timeoutMs: 10_000 });

  const logFile = path.join(temp, 'api.log');
  const logStream = createWriteStream(logFile);
  await new Promise((resolve) => logStream.on('open', resolve));
  const api = pinned(
    [...apiNodeFlags, path.join(root, 'apps/api/dist/server.js')],
    {
      API_PORT: '4792',
      NODE_ENV: 'production',
      JOBS_IN_PROCESS: '0',
      DATA_DIR: path.join(temp, 'data'),
      ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
    },
    logStream,
  );
  children.push(api);
  await waitForUrl('http://127.0.0.1:4792/ready', { timeoutMs: 120_000 });
  const servers = [
    { name: 'bare', url: 'http://127.0.0.1:4791/', pid: bare.pid, results: [] },
    { name: 'api', url: 'http://127.0.0.1:4792/health', pid: api.pid, results: [] },
  ];
  // A short warm-up first (the JIT settles), then rounds alternating between the two: a neighbour's burst on a
  // shared machine then falls on both, and the medians compare like with like.
  let apiSent = 0;
  for (const server of servers) {
    const warmup = await autocannon({ url: server.url, connections: Number(values.connections), duration: 2 });
    if (server.name === 'api') apiSent += warmup.requests.total;
  }
  for (let round = 0; round < Number(values.rounds); round += 1)
    for (const server of servers) server.results.push(await load(server.url, server.pid));
  api.kill();
  await new Promise((resolve) => api.on('exit', resolve));
  const requestLines = await countLines(logFile, '"requestId"');
  const [bareResult, apiResult] = servers.map((server) => summary(server.results));
  apiSent += servers[1].results.reduce((sum, result) => sum + result.sent, 0);
  console.log(
    JSON.stringify({
      bare: bareResult,
      api: apiResult,
      ratio: Math.round((apiResult.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100,
      cpuRatio: Math.round((bareResult.cpuMicrosPerRequest / apiResult.cpuMicrosPerRequest) * 100) / 100,
      logLinesPerRequest: Math.round((requestLines / apiSent) * 100) / 100,
    }),
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill();
  await rm(temp, { recursive: true, force: true });
}
