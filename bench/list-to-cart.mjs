// "Add all to cart" from a shopping list (issue 15: 200 lines in one action, p95 ≤ 300 ms), the API's part of it,
// against a running API on the 100k-product database:
//   npm run bench -- list-to-cart --url http://127.0.0.1:4703 [--database-url postgres://…/chairside_bench]
//        [--lines 200] [--connections 1] [--seconds 20] [--warmup 5]
// Each loop takes a fresh empty cart of a bench customer and sends the list's lines in one cart update
// (POST me/carts/{id} with `lines` addLineItem actions), as the list page's "Add all to cart" does; only that update
// is timed. Needs `npm run bench -- pricing-data` (the bench contract office). Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, runLoad } from './lib/customer-load.mjs';
import { benchDatabase, officeSessions, writeOfficeCustomers } from './lib/office-customers.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    lines: { type: 'string', default: '200' },
    connections: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
  },
});
const connections = Number(values.connections);
const lines = Number(values.lines);
const customerEmail = (n) => `bench-list-${String(n).padStart(2, '0')}@example.com`;

/** Published skus with a retail price, spread over the catalogue (a practice's list mixes contract and retail). */
async function prepare() {
  const sql = benchDatabase(values['database-url']);
  try {
    await writeOfficeCustomers(
      sql,
      Array.from({ length: connections }, (_, n) => customerEmail(n + 1)),
    );
    const rows = await sql`select v.sku from product_variants v join products p on p.id = v.product_id and p.published
      join standalone_prices r on r.sku = v.sku and r.channel_id is null and r.active and r.currency_code = 'USD'
      where coalesce(v.attributes->>'requires_active_dea_license', 'false') <> 'true'
      order by md5(v.sku) limit ${lines * connections}`;
    return rows.map((row) => row.sku);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const skus = await prepare();
const client = apiClient(values.url, connections);
const { signIn, freshCart } = officeSessions(client);
const headers = await Promise.all(Array.from({ length: connections }, (_, n) => signIn(customerEmail(n + 1))));

const result = await runLoad(client, {
  connections,
  seconds: Number(values.seconds),
  warmup: Number(values.warmup),
  next: async (worker) => {
    const cart = await freshCart(headers[worker]);
    const actions = skus
      .slice(worker * lines, (worker + 1) * lines)
      .map((sku, i) => ({ action: 'addLineItem', sku, quantity: 1 + (i % 3) }));
    return [
      `/aces/me/carts/${cart.id}`,
      { method: 'POST', headers: headers[worker], body: JSON.stringify({ version: cart.version, actions }) },
    ];
  },
  check: (response) => {
    if (response.status !== 200) return `status ${response.status}: ${response.body.toString().slice(0, 200)}`;
    const added = JSON.parse(response.body.toString()).lineItems.length;
    return added === lines ? undefined : `${added} lines in the cart, not ${lines}`;
  },
});

console.log(JSON.stringify({ scenario: 'list-to-cart', url: values.url, lines, ...result }, null, 2));
client.close();
