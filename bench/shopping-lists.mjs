// Shopping-list read benchmark (issue 15) against a running API on the 100k-product database:
//   npm run bench -- shopping-lists --url http://127.0.0.1:4000 [--database-url postgres://…/chairside_bench]
//        [--lines 200] [--connections 1] [--seconds 20] [--warmup 5]
// Signs in as the demo customer, (re)creates its list keyed `bench-shopping-list` with `lines` skus spread over the
// whole catalogue (through the API), then reads it with GET me/shopping-lists/{id}?expand=lineItems[*].variant from
// `connections` closed-loop clients. The database is only read (to pick skus). Target (issue 15): p95 ≤ 40 ms for 200
// lines on PostgreSQL. Prints reads/s and exact latency percentiles (ms). Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, runLoad } from './lib/customer-load.mjs';
import { benchDatabase } from './lib/office-customers.mjs';

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
const lines = Number(values.lines);
const connections = Number(values.connections);
const listKey = 'bench-shopping-list';
const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;

/** `lines` published skus spread evenly over the catalogue (every n-th master variant by item number). */
async function spreadSkus() {
  const sql = benchDatabase(values['database-url']);
  try {
    const rows = await sql`
      select sku from (
        select v.sku, row_number() over (order by v.item_number) as n, count(*) over () as total
        from product_variants v join products p on p.id = v.product_id and p.published
        where v.variant_id = 1) spread
      where n % greatest(total / ${lines}, 1) = 0
      order by n limit ${lines}`;
    if (rows.length < lines)
      throw new Error(`Only ${rows.length} skus: seed a large catalogue first (npm run seed -- --products 100000).`);
    return rows.map((row) => row.sku);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const client = apiClient(values.url, connections);
const tokens = await client.json('/auth/user', {
  method: 'POST',
  headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo-customer@example.com', password: 'chairside-demo-2026' }),
});
const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };

// A previous run's list goes first, so every run reads a list of exactly `lines` lines.
const where = encodeURIComponent(`key = "${listKey}"`);
const previous = await client.json(`/aces/me/shopping-lists?where=${where}`, { headers });
for (const list of previous.results)
  await client.json(`/aces/me/shopping-lists/${list.id}?version=${list.version}`, { method: 'DELETE', headers });
const created = await client.request('/aces/me/shopping-lists', {
  method: 'POST',
  headers,
  body: JSON.stringify({
    name: { 'en-US': `Bench list of ${lines}` },
    key: listKey,
    lineItems: (await spreadSkus()).map((sku, n) => ({ sku, quantity: 1 + (n % 5) })),
  }),
});
if (created.status !== 201)
  throw new Error(`POST me/shopping-lists answered ${created.status}: ${created.body.toString().slice(0, 300)}`);
const list = JSON.parse(created.body.toString());

const path = `/aces/me/shopping-lists/${list.id}?expand=${encodeURIComponent('lineItems[*].variant')}`;
/** Counts the lines' expanded slugs without parsing the whole answer on the loaded client. */
const expandedLines = (body) => body.toString().split('"productSlug"').length - 1;
const read = await runLoad(client, {
  connections,
  seconds: Number(values.seconds),
  warmup: Number(values.warmup),
  next: () => [path, { headers: { authorization: headers.authorization } }],
  check: (response) => {
    if (response.status !== 200) return `status ${response.status}: ${response.body.toString().slice(0, 200)}`;
    const count = expandedLines(response.body);
    return count === lines ? undefined : `expected ${lines} expanded lines, got ${count}`;
  },
});

console.log(
  JSON.stringify(
    { scenario: 'shopping-lists', url: values.url, lines, readsPerSecond: read.perSecond, ...read },
    null,
    2,
  ),
);
client.close();
