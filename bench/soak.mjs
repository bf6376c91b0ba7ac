// Soak benchmark (issue 14): the storefront mix for a long stretch against a running stack, minute by minute:
//   npm run bench -- soak --origin http://127.0.0.1:3000 [--minutes 10] [--connections 8]
//        [--pid <web pid> …] [--pid <api pid> …] [--email demo-customer@example.com]
// Each minute is one autocannon run over the mix (home, category, product, search and suggestion pages, and with
// --email the same signed in); after it, the resident memory of every --pid (its process tree: the storefront runs a
// worker per core). A healthy run keeps p95 and memory flat and errors at zero. Loopback only.
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:3000' },
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    pid: { type: 'string', multiple: true, default: [] },
    email: { type: 'string' },
    password: { type: 'string', default: 'chairside-demo-2026' },
  },
});
const { hostname } = new URL(values.origin);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
  throw new Error(`Refusing a non-loopback host: ${hostname}`);

/** Resident memory (MiB) of a process and all its descendants, from /proc. */
function treeRssMiB(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [Number(root)];
  for (let i = 0; i < tree.length; i += 1) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  let kib = 0;
  for (const pid of tree) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return Math.round(kib / 1024);
}

/** The pages of the mix: fixed ones and the first products a category lists. */
async function mixPaths() {
  const category = '/category/supplies';
  const html = await (await fetch(`${values.origin}${category}`)).text();
  const products = [...new Set([...html.matchAll(/href="(\/product\/[^"?#]+)"/g)].map((match) => match[1]))].slice(
    0,
    4,
  );
  if (products.length === 0) throw new Error(`No product links on ${category}: is the store seeded?`);
  return [
    '/',
    category,
    '/category/instruments',
    ...products,
    '/search?q=gloves',
    '/search?q=nitril',
    '/api/suggest?q=glo',
  ];
}

/** Signs in through the login form as a browser without JavaScript would, returning the session cookie. */
async function sessionCookie(email, password) {
  const loginUrl = `${values.origin}/customer/account/login`;
  const page = await (await fetch(loginUrl)).text();
  const form = /<form[^>]*aria-label="Sign in"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1];
  if (!form) throw new Error('No sign-in form on the login page');
  const body = new FormData();
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g))
    body.append(name.replace(/&quot;/g, '"'), (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  body.append('email', email);
  body.append('password', password);
  const answer = await fetch(loginUrl, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: values.origin },
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('chairside_session='));
  if (!cookie) throw new Error(`Sign-in failed (HTTP ${answer.status})`);
  return cookie;
}

const paths = await mixPaths();
const cookie = values.email ? await sessionCookie(values.email, values.password) : undefined;
const requests = [
  ...paths.map((path) => ({ method: 'GET', path })),
  ...(cookie ? paths.map((path) => ({ method: 'GET', path, headers: { cookie } })) : []),
];
console.log(`mix: ${requests.length} requests (${paths.join(', ')})${cookie ? ', anonymous and signed in' : ''}`);

const rows = [];
for (let minute = 1; minute <= Number(values.minutes); minute += 1) {
  const result = await autocannon({
    url: values.origin,
    connections: Number(values.connections),
    duration: 60,
    requests,
  });
  const row = {
    minute,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    // autocannon's histogram gives p90 and p97.5; p95 lies between them.
    'p90 ms': result.latency.p90,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...Object.fromEntries(values.pid.map((pid) => [`rss ${pid} MiB`, treeRssMiB(pid)])),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
console.table(rows);
const [first, last] = [rows[0], rows.at(-1)];
console.log(
  `p97.5 first → last minute: ${first['p97.5 ms']} → ${last['p97.5 ms']} ms; errors and non-2xx: ${rows.reduce((n, row) => n + row.errors + row.non2xx, 0)}`,
);
for (const pid of values.pid)
  console.log(`memory of ${pid} (with children): ${first[`rss ${pid} MiB`]} → ${last[`rss ${pid} MiB`]} MiB`);
