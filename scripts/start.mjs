// `npm start`: build what is not built, then run the API (which migrates, and seeds an empty
// database), the storefront and the sandbox payment gateway side by side. Ctrl-C stops them cleanly.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { apiNodeFlags, root, waitForUrl } from './lib.mjs';
import { localSessionSecret } from './local-session-secret.mjs';

const startedAt = Date.now();
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const gatewayPort = process.env.GATEWAY_PORT ?? '4100';
// The gateway's secret key for the API's server-to-server calls: a new one each run, known to these two only.
const gatewaySecret = process.env.GATEWAY_SECRET_KEY ?? randomBytes(24).toString('base64url');
// The secret of the API's revalidation calls to the storefront after a content change: likewise one per run.
const contentRevalidateSecret = process.env.CONTENT_REVALIDATE_SECRET ?? randomBytes(24).toString('base64url');

// On a terminal the API prints short readable lines, warnings and errors only unless LOG_LEVEL asks for more (a line
// per request at info): a newcomer sees the storefront's URL and what went wrong. Piped, the logs stay JSON.
const terminalLogging = process.stdout.isTTY
  ? { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }
  : {};

try {
  await buildAll();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const children = [];
let stopping = false;

function launch(name, args, cwd, env) {
  // Own process group: a terminal Ctrl-C reaches only this launcher, which then stops each child once.
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(1);
    } else if (children.every((c) => c.exited)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) if (!child.exited) child.kill('SIGTERM');
  // Give both a moment to drain, then leave regardless.
  setTimeout(() => process.exit(exitCode), 10_000).unref();
  if (children.every((c) => c.exited)) process.exit(exitCode);
}

process.on('SIGINT', () => stop(0));
process.on('exit', () => children.forEach((child) => child.exited || child.kill('SIGTERM')));
process.on('SIGTERM', () => stop(0));

launch('The payment gateway', [path.join(root, 'apps/gateway/dist/main.js')], root, {
  GATEWAY_PORT: gatewayPort,
  GATEWAY_SECRET_KEY: gatewaySecret,
  // Its card fields talk to the storefront's pages only.
  GATEWAY_ALLOWED_ORIGINS:
    process.env.GATEWAY_ALLOWED_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
});
launch('The API', [...apiNodeFlags, path.join(root, 'apps/api/dist/server.js')], root, {
  API_PORT: apiPort,
  SEED_ON_EMPTY: '1',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PAYMENT_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
  PAYMENT_GATEWAY_SECRET_KEY: gatewaySecret,
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${webPort}`,
  CONTENT_REVALIDATE_SECRET: contentRevalidateSecret,
  ...terminalLogging,
});
launch('The storefront', [path.join(root, 'apps/web/cluster.mjs'), '-p', webPort], path.join(root, 'apps/web'), {
  API_URL: apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  SESSION_SECRET: await localSessionSecret(),
  PAYMENT_FIELDS_URL: process.env.PAYMENT_FIELDS_URL ?? `http://localhost:${gatewayPort}`,
  CONTENT_REVALIDATE_SECRET: contentRevalidateSecret,
});

const alive = () => !stopping;
// The API first: the storefront's first page should be served with the data behind it.
const apiReady = await waitForUrl(`${apiUrl}/ready`, { isAlive: alive, timeoutMs: 600_000 });
const webReady = apiReady && (await waitForUrl(`http://127.0.0.1:${webPort}/`, { isAlive: alive, timeoutMs: 600_000 }));
if (webReady) {
  console.log(`\nChairside is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s).`);
  console.log(`  Storefront: http://localhost:${webPort}`);
  console.log(`  API:        http://localhost:${apiPort} (OpenAPI at /openapi.json)`);
  console.log(`  Payments:   http://localhost:${gatewayPort} (sandbox gateway, its card fields and API)`);
  console.log('Press Ctrl-C to stop.\n');
}
