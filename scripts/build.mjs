// Builds what is not built (or is older than its sources): the API and sandbox gateway bundles (esbuild) and the
// storefront (next build). `--force` rebuilds all. Used by `npm start`, `npm run build` and the tests.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { mtimeOf, newestMtime, root, run } from './lib.mjs';

const sharedSources = ['packages/domain/src', 'packages/contracts/src', 'package-lock.json'];
const apiSources = ['apps/api/src', 'packages/db/src', 'packages/db/migrations', ...sharedSources];
const webSources = ['apps/web', ...sharedSources];
const gatewaySources = ['apps/gateway/src', ...sharedSources];
const apiEntries = ['server', 'cli', 'worker'];

/** A Node bundle: our workspace packages ship TypeScript source, so they are bundled; npm dependencies stay external. */
const nodeBundle = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@chairside/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

export async function buildApi({ force = false } = {}) {
  const output = 'apps/api/dist/server.js';
  if (!force && (await mtimeOf(output)) > (await newestMtime(apiSources))) return false;
  const started = Date.now();
  await rm(path.join(root, 'apps/api/dist'), { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(apiEntries.map((name) => [name, path.join(root, `apps/api/src/${name}.ts`)])),
    outdir: path.join(root, 'apps/api/dist'),
    ...nodeBundle,
  });
  console.log(`Built the API in ${Date.now() - started} ms`);
  return true;
}

/** The sandbox payment gateway: its server, and its card fields' script and styles for the browser (dist/fields). */
export async function buildGateway({ force = false } = {}) {
  const output = 'apps/gateway/dist/main.js';
  if (!force && (await mtimeOf(output)) > (await newestMtime(gatewaySources))) return false;
  const started = Date.now();
  const dist = path.join(root, 'apps/gateway/dist');
  await rm(dist, { recursive: true, force: true });
  await Promise.all([
    build({ entryPoints: [path.join(root, 'apps/gateway/src/main.ts')], outdir: dist, ...nodeBundle }),
    build({
      entryPoints: ['card-fields.ts', 'card-fields.css'].map((file) =>
        path.join(root, 'apps/gateway/src/browser', file),
      ),
      outdir: path.join(dist, 'fields'),
      bundle: true,
      minify: true,
      platform: 'browser',
      target: ['chrome111', 'firefox111', 'safari16.4'],
      format: 'iife',
      sourcemap: true,
      logLevel: 'warning',
    }),
  ]);
  console.log(`Built the sandbox gateway in ${Date.now() - started} ms`);
  return true;
}

export async function buildWeb({ force = false } = {}) {
  const output = 'apps/web/.next/BUILD_ID';
  if (!force && (await mtimeOf(output)) > (await newestMtime(webSources))) return false;
  console.log('Building the storefront (next build)...');
  const code = await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (code !== 0) throw new Error('The storefront build failed (see the output above).');
  return true;
}

export async function buildAll({ force = false } = {}) {
  await buildApi({ force });
  await buildGateway({ force });
  await buildWeb({ force });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
