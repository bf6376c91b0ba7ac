// Storefront server-rendering benchmark against a running storefront (production build):
// npm run bench -- -- ssr --url http://127.0.0.1:3000/category/supplies/gloves [--url …] [--connections 10] [--seconds
// 15]
//       [--email demo-customer@example.com [--password …]] [--cpu-pid <web pid> --cpu-pid <api pid>]
// (the second -- keeps npm from taking --url for itself; or run node bench/ssr.mjs --url …)
// With --email the pages are rendered for that signed-in customer (own prices and stock): the
// script signs in once through the storefront's login form and every request carries its cookie.
// For each page: one cold request (status, HTML bytes, time), a warm-up, then a load run with
// autocannon. Prints pages/s, latency percentiles (ms) and HTML size; requests stay on this machine.
// --cpu-pid (Linux) adds the CPU milliseconds each given process spent per page during the load run:
// on a machine shared with other work, pages/s move with the load, CPU time per page much less.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    email: { type: 'string' },
    password: { type: 'string', default: 'chairside-demo-2026' },
    'cpu-pid': { type: 'string', multiple: true, default: [] },
  },
});
if (!values.url?.length) {
  console.error('Give at least one --url (loopback only), e.g. --url http://127.0.0.1:3000/category/supplies/gloves');
  process.exit(2);
}

const requireLoopback = (url) => {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
    throw new Error(`Refusing to load a non-loopback host: ${hostname}`);
};

const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Signs in the way a browser without JavaScript does: GET the login page, post its "Sign in" form
 * (Next's hidden server-action fields plus email and password) and keep the session cookie the
 * answer sets. Returns the Cookie header value.
 */
async function signIn(origin, email, password) {
  const loginUrl = `${origin}/customer/account/login`;
  const page = await (await fetch(loginUrl, { headers: { accept: 'text/html' } })).text();
  const form = /<form[^>]*aria-label="Sign in"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1];
  if (!form) throw new Error('No sign-in form on the login page');
  const body = new FormData();
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g))
    body.append(decodeEntities(name), decodeEntities(value ?? ''));
  body.append('email', email);
  body.append('password', password);
  const response = await fetch(loginUrl, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin, accept: 'text/html' },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('chairside_session='));
  if (!cookie) throw new Error(`Sign-in failed (HTTP ${response.status}): no session cookie`);
  return cookie;
}

for (const url of values.url) requireLoopback(url);
const cookie = values.email ? await signIn(new URL(values.url[0]).origin, values.email, values.password) : undefined;
const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) };

/** User + system CPU time of a process in milliseconds (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const run = (url, seconds) => autocannon({ url, connections: Number(values.connections), duration: seconds, headers });

for (const url of values.url) {
  const started = performance.now();
  const first = await fetch(url, { redirect: 'manual', headers });
  const html = Buffer.from(await first.arrayBuffer());
  const firstMs = Math.round(performance.now() - started);
  // A page for a signed-in customer has Sign Out in its header; priced cards show their best price.
  const text = html.toString();
  if (cookie && !text.includes('>Sign Out<'))
    throw new Error(`${url} did not render for ${values.email}: the sign-in did not hold`);
  const pricedCards = (text.match(/data-testid="best-price"/g) ?? []).length;

  await run(url, Number(values.warmup));
  const cpuBefore = values['cpu-pid'].map(cpuMs);
  const result = await run(url, Number(values.seconds));
  const cpuMsPerPage = Object.fromEntries(
    values['cpu-pid'].map((pid, index) => [
      pid,
      Math.round(((cpuMs(pid) - cpuBefore[index]) / result.requests.total) * 100) / 100,
    ]),
  );
  console.log(
    JSON.stringify({
      url,
      signedInAs: values.email ?? null,
      pricedCards,
      status: first.status,
      htmlBytes: html.length,
      htmlKB: Math.round((html.length / 1024) * 10) / 10,
      firstRequestMs: firstMs,
      connections: Number(values.connections),
      pagesPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      ...(values['cpu-pid'].length > 0 ? { cpuMsPerPage } : {}),
    }),
  );
}
