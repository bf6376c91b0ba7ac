// Lighthouse (mobile profile) against a running storefront, with the system Chromium:
//   npm run bench -- -- lighthouse --url http://127.0.0.1:3000/ [--url …] [--out /tmp/lighthouse]
// Prints each category's score and the audits that lost points; full JSON reports go to --out.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    out: { type: 'string', default: path.join(process.cwd(), 'test-results', 'lighthouse') },
  },
});
if (!values.url?.length) {
  console.error('Give at least one --url (loopback only).');
  process.exit(2);
}
await mkdir(values.out, { recursive: true });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const url of values.url) {
    const { hostname, pathname } = new URL(url);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`Refusing to audit a non-loopback host: ${hostname}`);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, report } = result;
    const file = path.join(values.out, `${pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`);
    await writeFile(file, report);
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]));
    const lost = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => [id, lhr.audits[id]?.displayValue]));
    console.log(JSON.stringify({ url, scores, metrics, lost, report: file }));
  }
} finally {
  chrome.kill();
}
