// Login flood against a running API, while catalogue reads keep going:
//   node bench/login.mjs --api http://127.0.0.1:4000 [--connections 16] [--seconds 15]
// Signs the demo customer in through POST /auth/user (storefront client credentials) from
// `connections` parallel callers, and meanwhile reads /aces/categories with a client token from
// 4 callers. Prints logins/s and latency percentiles (p50/p95/p99, ms), and the catalogue's before
// and during the flood. Successful logins only (failures would trip the per-account limit).
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '15' },
  },
});
const api = values.api.replace(/\/$/, '');
const { hostname } = new URL(api);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
  throw new Error(`Refusing to load a non-loopback host: ${hostname}`);

const basic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
const tokenResponse = await fetch(`${api}/oauth/token`, {
  method: 'POST',
  headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
  body: 'grant_type=client_credentials',
});
if (!tokenResponse.ok) throw new Error(`No client token: ${tokenResponse.status}`);
const { access_token: catalogueToken } = await tokenResponse.json();

const login = () =>
  fetch(`${api}/auth/user`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-customer@example.com', password: 'chairside-demo-2026' }),
  });
const readCatalogue = () =>
  fetch(`${api}/aces/categories?limit=20`, { headers: { authorization: `Bearer ${catalogueToken}` } });

/** `connections` callers repeating `request` for `seconds`; latencies in ms and status counts. */
async function load(request, connections, seconds) {
  const latencies = [];
  const statuses = {};
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await request();
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    statuses,
    latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
  };
}

const seconds = Number(values.seconds);
const catalogueBefore = await load(readCatalogue, 4, 5);
const [logins, catalogueDuringFlood] = await Promise.all([
  load(login, Number(values.connections), seconds),
  load(readCatalogue, 4, seconds),
]);
console.log(
  JSON.stringify(
    { loginConnections: Number(values.connections), seconds, logins, catalogueBefore, catalogueDuringFlood },
    null,
    2,
  ),
);
