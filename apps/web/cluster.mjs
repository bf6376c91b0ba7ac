// The storefront's production server: one Next server (server.mjs) per core, sharing the port through Node's
// cluster module. A Next server renders on one thread, so a single process leaves the other cores
// idle (measured on 2 cores: category pages 65 → 110 pages/s). Workers hold no state that must be
// shared: personalised reads are never cached, and what a worker remembers per session is keyed by
// the session cookie (lib/session/session-cache.ts).
//   node cluster.mjs -p 3000        (arguments go to server.mjs; WEB_WORKERS=n, default one per core;
//                                    WEB_SEMI_SPACE_MB, default 64)
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const workerCount = Math.max(1, Number(process.env.WEB_WORKERS) || availableParallelism());
/** A worker that dies sooner than this after starting is broken, not unlucky: restarting it would loop. */
const minimumUptimeMs = 10_000;
/**
 * V8's young generation per worker (MB per semi-space). Rendering a page allocates a lot of
 * short-lived objects; the default 16 MB spends ~10% of a worker's CPU in scavenges. 64 MB cut CPU
 * per signed-in category page by ~12% (bench/ssr.mjs --cpu-pid), for ~100 MB more memory per worker.
 */
const semiSpaceMb = Math.max(1, Number(process.env.WEB_SEMI_SPACE_MB) || 64);

cluster.setupPrimary({
  exec: fileURLToPath(new URL('server.mjs', import.meta.url)),
  args: process.argv.slice(2),
  execArgv: [...process.execArgv, `--max-semi-space-size=${semiSpaceMb}`],
});

let stopping = false;
const startedAt = new Map();

function fork() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
}

cluster.on('exit', (worker, code, signal) => {
  const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
  startedAt.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
    return;
  }
  console.error(
    `Storefront worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}) after ${Math.round(uptime / 1000)} s.`,
  );
  if (uptime < minimumUptimeMs) {
    console.error('It stopped right after starting; stopping the storefront.');
    stop(1);
  } else {
    fork();
  }
});

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  // Each worker's Next server drains its requests on SIGTERM.
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 10_000).unref();
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
}

process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

for (let i = 0; i < workerCount; i++) fork();
