// GET /ct/plans with 50 plans (issue 16; the API half of the plans page's p95 ≤ 150 ms):
// npm run bench -- plans-api [--api http://127.0.0.1:4000] [--email demo-customer@example.com] [--plans 50]
//     [--connections 4] [--seconds 15] [--warmup 3]
// against a running API (npm start). Tops the customer up to --plans plans of three items each through the API (the
// ones it made are deleted afterwards), then reads GET /ct/plans (all plans, priced in one batch) in closed loops and
// prints exact latency percentiles (ms). Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, runLoad } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    email: { type: 'string', default: 'demo-customer@example.com' },
    password: { type: 'string', default: 'chairside-demo-2026' },
    plans: { type: 'string', default: '50' },
    connections: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
  },
});
const wanted = Number(values.plans);
const connections = Number(values.connections);
const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded', authorization: storefrontBasic };
const api = apiClient(values.api, connections);

const read = await api.json('/oauth/token', { method: 'POST', headers: form, body: 'grant_type=client_credentials' });
const password = new URLSearchParams({ grant_type: 'password', username: values.email, password: values.password });
const customer = await api.json('/oauth/aces/customers/token', {
  method: 'POST',
  headers: form,
  body: String(password),
});
const auth = { authorization: `Bearer ${customer.access_token}`, 'content-type': 'application/json' };

const attribute = (variant, name) => variant.attributes.find((candidate) => candidate.name === name)?.value;

/** Item number and unit of uncontrolled products on REPLENISH. */
async function replenishableUnits() {
  const query = new URLSearchParams([
    ['filter.query', 'variants.attributes.replenishable:true'],
    ['limit', '100'],
  ]);
  const page = await api.json(`/aces/product-projections/search?${query}`, {
    headers: { authorization: `Bearer ${read.access_token}` },
  });
  const units = page.results
    .filter((product) => attribute(product.masterVariant, 'requires_active_dea_license') !== true)
    .map((product) => ({
      item_number: String(attribute(product.masterVariant, 'hs_item_number')),
      uom: String(attribute(product.masterVariant, 'hs_uom')),
    }));
  if (units.length < 3) throw new Error('The catalogue has fewer than 3 products on REPLENISH');
  return units;
}

const existing = await api.json('/ct/plans', { headers: { authorization: auth.authorization } });
const made = [];
if (existing.total < wanted) {
  const units = await replenishableUnits();
  // First ordered in 30 days: never due while the bench runs.
  const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (let index = existing.total; index < wanted; index += 1) {
    const response = await api.request('/ct/plans', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        plan_days: 14 + (index % 60),
        next_order_date: next,
        plan_items: [0, 1, 2].map((k) => ({ ...units[(index + k) % units.length], quantity: 1 + (index % 5) })),
      }),
    });
    if (response.status !== 201)
      throw new Error(`POST /ct/plans answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
    made.push(JSON.parse(response.body.toString()));
  }
}

try {
  const request = ['/ct/plans', { headers: { authorization: auth.authorization } }];
  const result = await runLoad(api, {
    connections,
    seconds: Number(values.seconds),
    warmup: Number(values.warmup),
    next: () => request,
    check: (response) => {
      if (response.status !== 200) return `HTTP ${response.status}: ${response.body.toString().slice(0, 200)}`;
      const count = JSON.parse(response.body.toString()).results.length;
      return count >= wanted ? undefined : `expected ${wanted} plans, got ${count}`;
    },
  });
  console.log(JSON.stringify({ scenario: 'plans-api', plans: Math.max(existing.total, wanted), ...result }, null, 2));
} finally {
  for (const plan of made)
    await api.request(`/ct/plans/${plan.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ version: plan.version, actions: [{ action: 'delete' }] }),
    });
  api.close();
}
