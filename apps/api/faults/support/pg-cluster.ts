import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A free TCP port on loopback, as the OS hands one out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function postgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [])).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`No PostgreSQL server binaries under ${root} (install postgresql).`);
  return path.join(root, versions[0]!, 'bin');
}

export interface Cluster {
  url: string;
  /** Starts (or restarts after kill) the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Kills the server as a crash would (pg_ctl stop -m immediate: crash recovery on the next start). */
  kill(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port, so a test may kill it without touching the
 * machine's own. initdb and pg_ctl refuse to run as root: as root they run as the postgres user.
 */
export async function throwawayCluster(): Promise<Cluster> {
  const bin = await postgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'chairside-faults-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    },
    async kill() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    },
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
