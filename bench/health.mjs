// What request logging costs (issue 21): GET /health of the built API against a bare node:http server, in one run.
//   taskset -c 1 npm run bench -- health [--database-url postgres://…] [--seconds 10] [--connections 10] [--core 0]
//   [--skip-build]
// Both servers run on --core (taskset; the load generator is this process, so start it on another core as above).
// The API runs as in production: NODE_ENV=production, its default LOG_LEVEL (info) and JSON logs, stdout to a file as
// a log shipper would read it. Without --database-url it uses embedded PGlite in a temporary folder (migrated, empty).
// Prints requests/s and latency for each, the ratio, and how many request log lines the API wrote per request.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApi } from '../scripts/build.mjs';
import { apiNodeFlags, root, waitForUrl } from '../scripts/lib.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
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

async function load(url) {
  // A short warm-up first: the JIT and the connection pools settle before the measured run.
  const warmup = await autocannon({ url, connections: Number(values.connections), duration: 2 });
  const result = await autocannon({ url, connections: Number(values.connections), duration: Number(values.seconds) });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    sent: warmup.requests.total + result.requests.total,
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
}

if (!values['skip-build']) await buildApi();
const temp = await mkdtemp(path.join(os.tmpdir(), 'chairside-health-'));
const children = [];
try {
  const bare = pinned(['-e', bareServer], { PORT: '4791' });
  children.push(bare);
  await waitForUrl('http://127.0.0.1:4791/', { timeoutMs: 10_000 });
  const bareResult = await load('http://127.0.0.1:4791/');
  bare.kill();

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
  const apiResult = await load('http://127.0.0.1:4792/health');
  api.kill();
  await new Promise((resolve) => api.on('exit', resolve));
  const requestLines = (await readFile(logFile, 'utf8')).split('\n').filter((line) => line.includes('"requestId"'));
  console.log(
    JSON.stringify({
      bare: bareResult,
      api: apiResult,
      ratio: Math.round((apiResult.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100,
      logLinesPerRequest: Math.round((requestLines.length / apiResult.sent) * 100) / 100,
    }),
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill();
  await rm(temp, { recursive: true, force: true });
}
