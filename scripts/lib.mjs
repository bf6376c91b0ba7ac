// Small helpers shared by the start, build and test scripts.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node flags the API runs with (npm start and the benchmarks): a larger young generation. A search answer
 * allocates megabytes; with V8's default 16 MB semi-space the API spent about a tenth of its time collecting
 * garbage, and 64 MB took 8% off its CPU per search.
 */
export const apiNodeFlags = ['--max-semi-space-size=64'];

/** Newest modification time (ms) of the files below the given paths, skipping build output and dependencies. */
export async function newestMtime(paths) {
  let newest = 0;
  const skip = new Set(['node_modules', '.next', 'dist', '.data', '.test-data']);
  async function walk(target) {
    let info;
    try {
      info = await stat(target);
    } catch {
      return;
    }
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      return;
    }
    for (const entry of await readdir(target)) if (!skip.has(entry)) await walk(path.join(target, entry));
  }
  for (const p of paths) await walk(path.resolve(root, p));
  return newest;
}

export async function mtimeOf(file) {
  try {
    return (await stat(path.resolve(root, file))).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Cannot run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Polls a URL until it answers 2xx or the deadline passes. */
export async function waitForUrl(url, { timeoutMs = 180_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
