// Start-up benchmark (issue 2): on a fresh clone of HEAD, time from `npm ci` finished to the first
// storefront page, a second `npm start`, the API's cold start, and both processes' memory at idle.
// Usage: npm run bench -- startup   (takes a few minutes; uses ports 3500/4500)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = 3500;
const apiPort = 4500;

async function waitFor(url, timeoutMs = 900_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now();
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function rssMiB(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
    .toString()
    .trim();
  return Math.round(Number(out) / 1024);
}

function childPids(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
}

function descendants(pid) {
  return childPids(pid).flatMap((child) => [child, ...descendants(child)]);
}

function commandOf(pid) {
  return execFileSync('ps', ['-o', 'args=', '-p', String(pid)])
    .toString()
    .trim();
}

/** Runs `npm start` in dir; returns ms to the first page, the idle RSS of the API and web processes, and stops it. */
async function timedStart(dir) {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(webPort), API_PORT: String(apiPort) },
    stdio: 'ignore',
    detached: true,
  });
  const firstPage = (await waitFor(`http://127.0.0.1:${webPort}/`)) - started;
  await waitFor(`http://127.0.0.1:${apiPort}/ready`);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  // npm → sh → node scripts/start.mjs → [api, web]: measure the two servers.
  const memory = descendants(child.pid)
    .map((pid) => ({ pid, command: commandOf(pid) }))
    .filter(({ command }) => /dist\/server\.js|next start|next-server|cluster\.mjs/.test(command))
    .map(({ pid, command }) => ({ process: command.includes('server.js') ? 'api' : 'web', rssMiB: rssMiB(pid) }));
  const stopAt = Date.now();
  process.kill(-child.pid, 'SIGINT');
  await new Promise((resolve) => child.on('exit', resolve));
  return { firstPageMs: firstPage, memory, stopMs: Date.now() - stopAt };
}

async function apiColdStart(dir) {
  const started = Date.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: dir,
    env: { ...process.env, API_PORT: String(apiPort), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const ready = (await waitFor(`http://127.0.0.1:${apiPort}/ready`)) - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return ready;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'chairside-clone-'));
try {
  execFileSync('git', ['clone', '--quiet', repo, dir]);
  const ciStarted = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  const npmCiMs = Date.now() - ciStarted;
  const first = await timedStart(dir);
  const second = await timedStart(dir);
  const coldStartMs = await apiColdStart(dir);
  console.log(
    JSON.stringify(
      {
        npmCiMs,
        freshCloneFirstPageMs: first.firstPageMs,
        secondStartFirstPageMs: second.firstPageMs,
        apiColdStartToReadyMs: coldStartMs,
        idleMemory: second.memory,
        shutdownMs: second.stopMs,
      },
      null,
      2,
    ),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
