import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { webRoot } from './surface';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One storefront worker of the production build (apps/web/server.mjs, as cluster.mjs runs it) on a free port, with
 * the environment given; for the specs that need a storefront configured otherwise than the shared one.
 */
export async function startStorefront(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(webRoot, 'server.mjs'), '-p', String(port)], {
    cwd: webRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its log (the recording API's refusals are logged as errors) is only worth reading when it does not start.
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The storefront on port ${port} stopped (exit code ${child.exitCode}):\n${log}`);
    const response = await fetch(`${url}/downloads/instructions-for-use.pdf`).catch(() => undefined);
    if (response) break;
    if (Date.now() > deadline) throw new Error(`The storefront on port ${port} did not answer within 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
