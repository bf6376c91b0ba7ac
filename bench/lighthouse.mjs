// Lighthouse (mobile profile, the default) against a running storefront, with the system Chromium:
//   npm run bench -- -- lighthouse --url http://127.0.0.1:3000/ [--url …] [--out /tmp/lighthouse]
// (the second -- keeps npm from taking --url for itself; or run node bench/lighthouse.mjs --url …)
// Prints each category's score, the core metrics and the audits that lost points; the full JSON
// reports go to --out. Needs the root devDependency lighthouse.
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    out: { type: 'string', default: path.join(root, 'test-results', 'lighthouse') },
  },
});
if (!values.url?.length) {
  console.error('Give at least one --url (loopback only).');
  process.exit(2);
}
await mkdir(values.out, { recursive: true });
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking';

for (const url of values.url) {
  const { hostname, pathname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
    throw new Error(`Refusing to audit a non-loopback host: ${hostname}`);
  const report = path.join(values.out, `${pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`);
  await promisify(execFile)(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [url, '--output=json', `--output-path=${report}`, `--chrome-flags=${chromeFlags}`, '--quiet'],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const lhr = JSON.parse(await readFile(report, 'utf8'));
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(
      (id) => [id, lhr.audits[id]?.displayValue],
    ),
  );
  const lost = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  console.log(JSON.stringify({ url, scores, metrics, lost, report }));
}
