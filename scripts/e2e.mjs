// Browser tests: production build of both apps, a freshly seeded embedded database, and
// Playwright driving the system Chromium (installed first where it is missing and can be, see chromium.mjs).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { root, run } from './lib.mjs';

let chromium;
try {
  chromium = await ensureChromium();
} catch (error) {
  console.error(error.message);
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
