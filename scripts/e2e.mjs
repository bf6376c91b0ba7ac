// Browser tests: production build of both apps, a freshly seeded embedded database, and
// Playwright driving the system Chromium. Fails with a clear message when Chromium is missing.
import { access, constants, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { root, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  await access(chromium, constants.X_OK);
} catch {
  console.error(`Chromium is missing at ${chromium}: install it with "apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  process.exit(1);
}

try {
  await buildAll();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await rm(path.join(root, '.test-data/e2e'), { recursive: true, force: true });
const code = await run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(code);
