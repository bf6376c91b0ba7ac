import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServiceProcess {
  baseUrl: string;
  /** Kills the process at once (SIGKILL: no shutdown, as a crash). */
  kill(): Promise<void>;
  /** What the process wrote (stdout and stderr), for failure messages. */
  output(): string;
}

/** Starts `src/<entry>.ts` of the API package with tsx and the environment given; for the API, waits for /health. */
async function startEntry(entry: 'server' | 'worker', env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', `${entry}.ts`)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams: the API logs its start-up failure (at level error or fatal) to stdout.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  if (entry === 'server') {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`API exited during start-up:\n${output}`);
      const healthy = await fetch(`${baseUrl}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`API did not start in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    baseUrl,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    output: () => output,
  };
}

/** An API process (`src/server.ts`) on a free port. */
export const startApi = (env: Record<string, string>) => startEntry('server', env);

/** A worker process (`src/worker.ts`) running the periodic jobs. */
export const startWorker = (env: Record<string, string>) => startEntry('worker', env);
