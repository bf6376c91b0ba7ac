// Sales representative benchmark (issue 18; search p95 ≤ 30 ms, sync + first page ≤ 300 ms), after sales-reps-data:
// npm run bench -- sales-reps [--api http://127.0.0.1:4000] [--scenario search|sync] [--connections 4]
//     [--seconds 15] [--warmup 3]
// against a running API on the bench database. `search`: GET /mw/sales-reps/search-customers with a mix of queries
// drawn from the representative's own customers (name prefixes, full names, typos, email prefixes, account and
// shipping-account numbers, practice names, cities). `sync`: GET /mw/sales-reps/sync/{id} to one of its customers,
// then that customer's first page of orders (GET /mw/orders), timed together. Prints exact latency percentiles (ms).
// Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, benchCustomer, runLoad } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    scenario: { type: 'string', default: 'search' },
    connections: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
const api = apiClient(values.api, connections);

/** One sign-in session per connection: a session holds one sync at a time. */
async function repSession() {
  const tokens = await api.json('/auth/user', {
    method: 'POST',
    headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-rep@example.com', password: benchCustomer.password }),
  });
  return { authorization: `Bearer ${tokens.access_token}` };
}

/** One letter swapped with the next one, inside the word (a typing slip). */
const typo = (word, n) => {
  const at = 1 + (n % Math.max(1, word.length - 3));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
};

/** Queries a representative types, from its first customers (so most find something). */
function queryMix(customers) {
  return customers.flatMap((c, n) => [
    c.last_name.slice(0, 3 + (n % 3)),
    `${c.first_name} ${c.last_name}`,
    typo(c.last_name, n),
    c.email.slice(0, 6 + (n % 8)),
    c.office.account_number,
    c.office.shipping_account_numbers[0].slice(0, 7),
    c.practice_name.split(' ').slice(0, 2).join(' '),
    c.office.city,
    typo(c.office.city, n),
  ]);
}

const ok = (response) =>
  response.status === 200 ? undefined : `HTTP ${response.status}: ${response.body.toString().slice(0, 200)}`;

try {
  const sessions = await Promise.all(Array.from({ length: connections }, repSession));
  const sample = await api.json('/mw/sales-reps/customers?limit=100', { headers: sessions[0] });
  if (sample.total === 0)
    throw new Error('bench-rep@example.com has no customers: run npm run bench -- sales-reps-data');
  let result;
  if (values.scenario === 'search') {
    const queries = queryMix(sample.results);
    result = await runLoad(api, {
      connections,
      seconds: Number(values.seconds),
      warmup: Number(values.warmup),
      next: (worker, n) => [
        `/mw/sales-reps/search-customers?query=${encodeURIComponent(queries[(worker * 97 + n) % queries.length])}`,
        { headers: sessions[worker] },
      ],
      check: ok,
    });
    result = { queries: queries.length, ...result };
  } else if (values.scenario === 'sync') {
    // Both calls timed as one: the storefront syncs, then reloads the customer's orders page.
    const syncThenOrders = {
      async request(customerId, options) {
        const synced = await api.request(`/mw/sales-reps/sync/${customerId}`, options);
        return synced.status === 200 ? api.request('/mw/orders?limit=20', options) : synced;
      },
    };
    result = await runLoad(syncThenOrders, {
      connections,
      seconds: Number(values.seconds),
      warmup: Number(values.warmup),
      next: (worker, n) => [
        sample.results[(worker * 31 + n) % sample.results.length].customer_id,
        { headers: sessions[worker] },
      ],
      check: (response) =>
        ok(response) ?? (JSON.parse(response.body.toString()).results.length > 0 ? undefined : 'no orders'),
    });
  } else throw new Error(`Unknown scenario ${values.scenario}: search or sync`);
  console.log(JSON.stringify({ scenario: `sales-reps-${values.scenario}`, ...result }, null, 2));
} finally {
  api.close();
}
