// The shopping-list page's server render (issue 15: p95 ≤ 150 ms for a list of 200 lines, contract customer):
// npm run bench -- shopping-list-page [--web http://127.0.0.1:3000] [--api http://127.0.0.1:4000]
//     [--email demo-customer@example.com] [--lines 200] [--connections 4] [--seconds 15] [--warmup 3]
// against a running stack (npm start; for the numbers on PostgreSQL with `npm run seed -- --products 100000`).
// Makes a list of --lines lines for the customer through the API (deleted afterwards), signs in through the
// storefront's login form like a browser without JavaScript, then renders /customer/account/favorites/{id}
// (first page: 50 lines with prices and stock) in closed loops and prints exact latency percentiles.
import { parseArgs } from 'node:util';
import { apiClient, runLoad } from './lib/customer-load.mjs';
import { customerTokens, storefrontSession } from './lib/storefront-session.mjs';

const { values } = parseArgs({
  options: {
    web: { type: 'string', default: 'http://127.0.0.1:3000' },
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    email: { type: 'string', default: 'demo-customer@example.com' },
    password: { type: 'string', default: 'chairside-demo-2026' },
    lines: { type: 'string', default: '200' },
    connections: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const api = apiClient(values.api, 2);
const web = apiClient(values.web, connections);

/** A list of `count` distinct skus of published products. */
async function makeList(auth, count) {
  const skus = [];
  for (let offset = 0; skus.length < count; offset += 100) {
    const page = await api.json(`/aces/product-projections?limit=100&offset=${offset}&sort=id+asc`, {
      headers: { authorization: auth.read },
    });
    if (page.results.length === 0) throw new Error(`The catalogue has fewer than ${count} products`);
    for (const product of page.results) if (skus.length < count) skus.push(product.masterVariant.sku);
  }
  const list = await api.request('/aces/me/shopping-lists', {
    method: 'POST',
    headers: { authorization: auth.customer, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: { 'en-US': `Bench ${count} lines ${Date.now()}` },
      lineItems: skus.map((sku) => ({ sku, quantity: 1 })),
    }),
  });
  if (list.status !== 201 && list.status !== 200)
    throw new Error(`Creating the list answered ${list.status}: ${list.body.toString().slice(0, 300)}`);
  return JSON.parse(list.body.toString());
}

const auth = await customerTokens(api, values.email, values.password);
const list = await makeList(auth, Number(values.lines));
try {
  const cookie = await storefrontSession(values.web, values.email, values.password);
  const path = `/customer/account/favorites/${list.id}`;
  const request = [path, { headers: { accept: 'text/html', cookie } }];
  const first = await web.request(...request);
  const html = first.body.toString();
  const lines = (html.match(/data-testid="list-line"/g) ?? []).length;
  const prices = (html.match(/data-testid="best-price"/g) ?? []).length;
  if (first.status !== 200 || lines === 0) throw new Error(`${path} answered ${first.status} with ${lines} lines`);
  const result = await runLoad(web, {
    connections,
    seconds: Number(values.seconds),
    warmup: Number(values.warmup),
    next: () => request,
    check: (response) => (response.status === 200 ? undefined : `HTTP ${response.status}`),
  });
  console.log(
    JSON.stringify({ path, listLines: list.lineItems.length, linesRendered: lines, pricesRendered: prices, ...result }),
  );
} finally {
  await api.request(`/aces/me/shopping-lists/${list.id}?version=${list.version}`, {
    method: 'DELETE',
    headers: { authorization: auth.customer },
  });
  api.close();
  web.close();
}
