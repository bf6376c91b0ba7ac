// Add-to-cart load benchmark (issue 6), two phases against a running API on the 100k-product database:
//   npm run bench -- cart --url http://127.0.0.1:4703 [--database-url postgres://…/chairside_bench]
//        [--connections 10] [--seconds 20] [--warmup 5] [--big-lines 500] [--big-connections 1]
// 1. `connections` customers, each with its own cart, add one line after another (a rotating set of
//    50 skus per cart, ~60% with a contract price): POST me/carts/{id} {version, actions:[addLineItem]}.
// 2. `big-connections` customers whose carts hold `big-lines` lines add to them (each add raises one
//    of those lines, so the cart stays at that size and every answer carries all its lines).
// Needs `npm run bench -- pricing-data` (the bench office on bench-contract-01). Writes bench-cart-NN
// customers of that office (the demo password) into the database, then works only through the API.
// Prints adds/s and exact latency percentiles (ms). Loopback only.
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
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'big-lines': { type: 'string', default: '500' },
    'big-connections': { type: 'string', default: '1' },
  },
});
const connections = Number(values.connections);
const bigConnections = Number(values['big-connections']);
const bigLines = Number(values['big-lines']);

const customerEmail = (n) => `bench-cart-${String(n).padStart(2, '0')}@example.com`;
const customerCount = connections + bigConnections;

/** Bench customers in the bench contract office, and skus with and without a contract price. */
async function prepare() {
  const sql = benchDatabase(values['database-url']);
  try {
    const contractId = await writeOfficeCustomers(
      sql,
      Array.from({ length: customerCount }, (_, n) => customerEmail(n + 1)),
    );
    const sellable = sql`join product_variants v on v.sku = p.sku join products pr on pr.id = v.product_id and pr.published
      join standalone_prices r on r.sku = p.sku and r.channel_id is null and r.active and r.currency_code = 'USD'`;
    const contract =
      await sql`select distinct p.sku from standalone_prices p ${sellable} where p.channel_id = ${contractId} order by p.sku limit 3000`;
    const retail = await sql`select distinct p.sku from standalone_prices p ${sellable}
      where p.channel_id is null and not exists (select 1 from standalone_prices c where c.sku = p.sku and c.channel_id = ${contractId})
      order by p.sku limit 3000`;
    return { contractSkus: contract.map((row) => row.sku), retailSkus: retail.map((row) => row.sku) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const client = apiClient(values.url, Math.max(connections, bigConnections));
const { signIn, freshCart } = officeSessions(client);

/** The cart answer starts {"id":…,"version":N: read the version without parsing a 500-line body. */
const versionOf = (body) => Number(/"version":(\d+)/.exec(body.toString('latin1', 0, 200))?.[1]);

async function addLoad({ carts, headers, skusOf, seconds, warmup }) {
  const versions = carts.map((cart) => cart.version);
  return runLoad(client, {
    connections: carts.length,
    seconds,
    warmup,
    next: (worker, n) => [
      `/aces/me/carts/${carts[worker].id}`,
      {
        method: 'POST',
        headers: headers[worker],
        body: JSON.stringify({
          version: versions[worker],
          actions: [{ action: 'addLineItem', sku: skusOf(worker, n), quantity: 1 }],
        }),
      },
    ],
    seen: (worker, response) => {
      if (response.status === 200) versions[worker] = versionOf(response.body);
    },
    check: (response) =>
      response.status === 200 ? undefined : `status ${response.status}: ${response.body.toString().slice(0, 200)}`,
  });
}

const { contractSkus, retailSkus } = await prepare();
const mixed = contractSkus.flatMap((sku, i) => (i % 3 === 2 && retailSkus[i] ? [sku, retailSkus[i]] : [sku]));
const headers = await Promise.all(Array.from({ length: customerCount }, (_, n) => signIn(customerEmail(n + 1))));
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);

// Phase 1: many carts, each growing to at most 50 lines (later adds raise quantities).
const smallHeaders = headers.slice(0, connections);
const smallCarts = await Promise.all(smallHeaders.map(freshCart));
const concurrent = await addLoad({
  carts: smallCarts,
  headers: smallHeaders,
  skusOf: (worker, n) => mixed[(worker * 50 + (n % 50)) % mixed.length],
  seconds,
  warmup,
});

// Phase 2: carts of `bigLines` lines, filled in one request each (500 actions at most per request).
const bigHeaders = headers.slice(connections);
const bigSkus = (worker) =>
  mixed
    .slice((worker * bigLines) % mixed.length)
    .concat(mixed)
    .slice(0, bigLines);
const bigCarts = [];
for (const [worker, header] of bigHeaders.entries()) {
  let cart = await freshCart(header);
  const skus = bigSkus(worker);
  for (let start = 0; start < skus.length; start += 500) {
    const actions = skus.slice(start, start + 500).map((sku) => ({ action: 'addLineItem', sku, quantity: 1 }));
    cart = await client.json(`/aces/me/carts/${cart.id}`, {
      method: 'POST',
      headers: header,
      body: JSON.stringify({ version: cart.version, actions }),
    });
  }
  if (cart.lineItems.length !== bigLines) throw new Error(`expected ${bigLines} lines, got ${cart.lineItems.length}`);
  bigCarts.push(cart);
}
const big = await addLoad({
  carts: bigCarts,
  headers: bigHeaders,
  skusOf: (worker, n) => bigSkus(worker)[(n * 7) % bigLines],
  seconds,
  warmup,
});

console.log(
  JSON.stringify(
    {
      scenario: 'cart',
      url: values.url,
      addToCart: { carts: connections, addsPerSecond: concurrent.perSecond, ...concurrent },
      addToBigCart: { carts: bigConnections, lines: bigLines, addsPerSecond: big.perSecond, ...big },
    },
    null,
    2,
  ),
);
client.close();
