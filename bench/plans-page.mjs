// The REPLENISH plans page's server render (issue 16: p95 ≤ 150 ms with 50 plans, signed-in customer):
// npm run bench -- plans-page [--web http://127.0.0.1:3000] [--api http://127.0.0.1:4000]
//     [--email demo-customer@example.com] [--plans 50] [--connections 4] [--seconds 15] [--warmup 3]
// against a running stack (npm start). Makes --plans plans of two items each for the customer through the API
// (deleted afterwards), signs in through the storefront's login form like a browser without JavaScript, then renders
// /customer/account/replenish (every plan, and the suggestions) in closed loops and prints exact latency percentiles.
import { parseArgs } from 'node:util';
import { apiClient, runLoad } from './lib/customer-load.mjs';
import { customerTokens, storefrontSession } from './lib/storefront-session.mjs';

const { values } = parseArgs({
  options: {
    web: { type: 'string', default: 'http://127.0.0.1:3000' },
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    email: { type: 'string', default: 'demo-customer@example.com' },
    password: { type: 'string', default: 'chairside-demo-2026' },
    plans: { type: 'string', default: '50' },
    connections: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const api = apiClient(values.api, 2);
const web = apiClient(values.web, connections);

const attribute = (variant, name) => variant.attributes.find((candidate) => candidate.name === name)?.value;

/** Item number and unit of uncontrolled products on REPLENISH. */
async function replenishableUnits(auth) {
  const query = new URLSearchParams([
    ['filter.query', 'variants.attributes.replenishable:true'],
    ['limit', '100'],
  ]);
  const page = await api.json(`/aces/product-projections/search?${query}`, { headers: { authorization: auth.read } });
  const units = page.results
    .filter((product) => attribute(product.masterVariant, 'requires_active_dea_license') !== true)
    .map((product) => ({
      item_number: String(attribute(product.masterVariant, 'hs_item_number')),
      uom: String(attribute(product.masterVariant, 'hs_uom')),
    }));
  if (units.length < 2) throw new Error('The catalogue has fewer than 2 products on REPLENISH');
  return units;
}

/** `count` plans of two items each, first ordered in 30 days (never due while the bench runs). */
async function makePlans(auth, count) {
  const units = await replenishableUnits(auth);
  const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const plans = [];
  for (let index = 0; index < count; index += 1) {
    const items = [units[index % units.length], units[(index + 1) % units.length]];
    const response = await api.request('/ct/plans', {
      method: 'POST',
      headers: { authorization: auth.customer, 'content-type': 'application/json' },
      body: JSON.stringify({
        plan_days: 14 + (index % 60),
        next_order_date: next,
        plan_items: items.map((item) => ({ ...item, quantity: 1 + (index % 5) })),
      }),
    });
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`Creating a plan answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
    plans.push(JSON.parse(response.body.toString()));
  }
  return plans;
}

async function deletePlans(auth, plans) {
  for (const plan of plans)
    await api.request(`/ct/plans/${plan.id}`, {
      method: 'PATCH',
      headers: { authorization: auth.customer, 'content-type': 'application/json' },
      body: JSON.stringify({ version: plan.version, actions: [{ action: 'delete' }] }),
    });
}

const auth = await customerTokens(api, values.email, values.password);
const plans = await makePlans(auth, Number(values.plans));
try {
  const cookie = await storefrontSession(values.web, values.email, values.password);
  const path = '/customer/account/replenish';
  const request = [path, { headers: { accept: 'text/html', cookie } }];
  const first = await web.request(...request);
  const rendered = (first.body.toString().match(/data-testid="plan"/g) ?? []).length;
  if (first.status !== 200 || rendered < plans.length)
    throw new Error(`${path} answered ${first.status} with ${rendered} plans`);
  const result = await runLoad(web, {
    connections,
    seconds: Number(values.seconds),
    warmup: Number(values.warmup),
    next: () => request,
    check: (response) => (response.status === 200 ? undefined : `HTTP ${response.status}`),
  });
  console.log(JSON.stringify({ path, plansMade: plans.length, plansRendered: rendered, ...result }));
} finally {
  await deletePlans(auth, plans);
  api.close();
  web.close();
}
