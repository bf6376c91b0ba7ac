// The pinned layout of the benchmarks that measure CPU per request: the server under test and every PostgreSQL
// process on core 0, the load generator on core 1 (taskset; Linux only).
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export const serverCore = '0';
export const loadCore = '1';
export const allCores = `0-${os.cpus().length - 1}`;

/** Every PostgreSQL server process (postmaster, backends, workers) on `cores`; new backends inherit it. */
export function pinPostgres(cores) {
  const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['-pc', cores, pid], { stdio: 'ignore' });
    } catch {
      // the backend ended meanwhile
    }
  }
}
