// Shared by the signed-in customer benchmarks (pricing, inventory): the bench customer written by
// pricing-data.mjs, its sign-in, and a closed-loop load runner with exact latency percentiles.
import http from 'node:http';

export const benchCustomer = {
  email: 'bench-contract@example.com',
  password: 'chairside-demo-2026',
  shippingAccount: 'SA-BENCH-01',
  contractKey: 'bench-contract-01',
};

/** The retail bench customer: its office is enrolled in ASAP loyalty with a year of orders (issue 19). */
export const benchRetailCustomer = {
  email: 'bench-retail@example.com',
  password: 'chairside-demo-2026',
  shippingAccount: 'SA-BENCH-02',
};
const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;

/** A keep-alive JSON client of one loopback API. */
export function apiClient(apiUrl, connections) {
  const base = new URL(apiUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
    throw new Error(`Refusing to load a non-loopback host: ${base.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (path, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: base.hostname, port: base.port, path, method, agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  const json = async (path, options = {}) => {
    const response = await request(path, options);
    if (response.status !== 200)
      throw new Error(
        `${options.method ?? 'GET'} ${path} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
      );
    return JSON.parse(response.body.toString());
  };
  return { request, json, close: () => agent.destroy() };
}

/** A client-credentials read token and a bench customer's token (POST /auth/user), the contract one by default. */
export async function benchTokens(client, customerAccount = benchCustomer) {
  const read = await client.json('/oauth/token', {
    method: 'POST',
    headers: { authorization: storefrontBasic, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const customer = await client.json('/auth/user', {
    method: 'POST',
    headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
    body: JSON.stringify({ username: customerAccount.email, password: customerAccount.password }),
  });
  return { read: `Bearer ${read.access_token}`, customer: `Bearer ${customer.access_token}` };
}

const round = (ms) => Math.round(ms * 10) / 10;
function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted.length === 0 ? 0 : round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
  return { count: sorted.length, p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: round(sorted.at(-1) ?? 0) };
}

/**
 * `connections` closed-loop clients sending `await next(worker, n)` requests for `seconds` after an
 * unrecorded warm-up. Every answer, warm-up included, goes to `check(response, worker)`, which returns an error text
 * for a wrong answer (and may carry state to the worker's next request, e.g. a cart's version); latencies and
 * statuses are those of the timed phase, wrongAnswers counts both phases.
 */
export async function runLoad(client, { connections, seconds, warmup, next, check }) {
  let wrong = 0;
  let firstWrong;
  const phase = async (duration) => {
    const deadline = performance.now() + duration * 1000;
    const stats = { latencies: [], statuses: new Map() };
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        for (let n = 0; performance.now() < deadline; n += 1) {
          // `next` may prepare asynchronously (e.g. fill the cart an order is placed from): only the request is timed.
          const request = await next(worker, n);
          const started = performance.now();
          const response = await client.request(...request);
          stats.latencies.push(performance.now() - started);
          stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
          const problem = check(response, worker);
          if (problem) {
            wrong += 1;
            firstWrong ??= problem;
          }
        }
      }),
    );
    return stats;
  };
  if (warmup > 0) await phase(warmup);
  const timedFrom = Date.now();
  const stats = await phase(seconds);
  return {
    connections,
    seconds,
    // Wall-clock bounds of the timed phase (epoch ms), to match with CPU samples of the server and the database.
    timedFrom,
    timedTo: Date.now(),
    perSecond: Math.round(stats.latencies.length / seconds),
    latencyMs: summarize(stats.latencies),
    statuses: Object.fromEntries(stats.statuses),
    wrongAnswers: wrong,
    ...(firstWrong ? { firstWrong } : {}),
  };
}
