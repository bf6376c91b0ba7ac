// Add-to-cart load benchmark (issue 6), two phases against a running API on the 100k-product database:
//   npm run bench -- cart --url http://127.0.0.1:4703 [--database-url postgres://…/chairside_bench]
//        [--connections 10] [--seconds 20] [--warmup 5] [--big-lines 500] [--big-connections 1]
// 1. `connections` customers, each with its own cart, add one line after another (a rotating set of
//    50 skus per cart, ~60% with a contract price): POST me/carts/{id} {version, actions:[addLineItem]}.
// 2. `big-connections` customers whose carts hold `big-lines` lines add to them (each add raises one
//    of those lines, so the cart stays at that size and every answer carries all its lines).
// Needs `npm run bench -- pricing-data` (the bench office on bench-contract-01). Writes bench-cart-NN
// customers of that office (the demo password) into the database, then works only through the API.
// On PGlite, whose folder only the API may hold while it runs, that write comes first, on its own:
//   npm run bench -- cart --prepare-only --pglite-dir DIR/pglite --skus-file F   (before the API starts), then
//   npm run bench -- cart --url … --skus-file F                                   (no database access)
// Every answer (warm-up too) is checked against the cart the worker expects, and each cart read at the end must be at
// its starting version plus the adds answered 200 (wrongAnswers, cartsWrongAtEnd).
// Prints adds/s and exact latency percentiles (ms). Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, runLoad } from './lib/customer-load.mjs';
import { readFile, writeFile } from 'node:fs/promises';
import { benchDatabase, officeSessions, writeOfficeCustomers } from './lib/office-customers.mjs';
import { pgliteSql } from './lib/pglite-sql.mjs';

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
    'pglite-dir': { type: 'string' },
    'skus-file': { type: 'string' },
    'prepare-only': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const bigConnections = Number(values['big-connections']);
const bigLines = Number(values['big-lines']);

const customerEmail = (n) => `bench-cart-${String(n).padStart(2, '0')}@example.com`;
const customerCount = connections + bigConnections;

/** The bench database: PostgreSQL, or the PGlite folder of --pglite-dir (while no API holds it). */
const openDatabase = () =>
  values['pglite-dir'] ? pgliteSql(values['pglite-dir']) : benchDatabase(values['database-url']);

/** Bench customers in the bench contract office, and sellable skus with and without a contract price. */
async function prepare() {
  const sql = await openDatabase();
  try {
    const contractId = await writeOfficeCustomers(
      sql,
      Array.from({ length: customerCount }, (_, n) => customerEmail(n + 1)),
    );
    // Sellable: a published product's sku with an active USD retail price, as the price book holds it (entry item 5).
    const contract = await sql`select distinct p.sku from standalone_prices p
      join sku_price_book b on b.sku = p.sku and b.published and b.entry->>5 is not null
      where p.channel_id = ${contractId} order by p.sku limit 3000`;
    const retail = await sql`select b.sku from sku_price_book b
      where b.published and b.entry->>5 is not null
        and not exists (select 1 from standalone_prices c where c.sku = b.sku and c.channel_id = ${contractId})
      order by b.sku limit 3000`;
    return { contractSkus: contract.map((row) => row.sku), retailSkus: retail.map((row) => row.sku) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

if (values['prepare-only']) {
  if (!values['skus-file']) throw new Error('--prepare-only writes the skus to --skus-file.');
  await writeFile(values['skus-file'], JSON.stringify(await prepare()));
  process.exit(0);
}

/**
 * Every add leaves a dead cart row and line row behind; without autovacuum (off on the bench machine) each run would
 * start slower than the last, so each phase starts from vacuumed cart tables. Not on PGlite (--skus-file without a
 * database): the API holds it, and it has no autovacuum either, so its runs start from what earlier runs left.
 */
async function vacuumCarts() {
  if (values['skus-file']) return;
  const sql = benchDatabase(values['database-url']);
  try {
    await sql`vacuum analyze carts, cart_line_items`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const client = apiClient(values.url, Math.max(connections, bigConnections));
const { signIn, freshCart } = officeSessions(client);

/** What a worker's cart must hold: its version, each sku's quantity, the adds answered 200. */
function expectedOf(cart) {
  return {
    id: cart.id,
    startVersion: cart.version,
    version: cart.version,
    adds: 0,
    quantities: new Map(cart.lineItems.map((line) => [line.variant.sku, line.quantity])),
    pendingSku: undefined,
    stale: false,
  };
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

/** Why a cart answer is not the cart `expected` describes, or undefined. */
function cartProblem(cart, expected) {
  if (cart.id !== expected.id) return `answered cart ${cart.id}, not ${expected.id}`;
  if (cart.version !== expected.version) return `cart ${cart.id} at version ${cart.version}, not ${expected.version}`;
  if (cart.lineItems.length !== expected.quantities.size)
    return `cart ${cart.id} has ${cart.lineItems.length} lines, not ${expected.quantities.size}`;
  for (const line of cart.lineItems) {
    const quantity = expected.quantities.get(line.variant.sku);
    if (line.quantity !== quantity) return `${line.variant.sku}: quantity ${line.quantity}, not ${quantity}`;
    if (line.totalPrice.centAmount !== line.price.value.centAmount * line.quantity)
      return `${line.variant.sku}: total ${line.totalPrice.centAmount} is not ${line.quantity} × ${line.price.value.centAmount}`;
  }
  if (cart.totalLineItemQuantity !== sum([...expected.quantities.values()]))
    return `cart ${cart.id}: totalLineItemQuantity ${cart.totalLineItemQuantity}`;
  const linesTotal = sum(cart.lineItems.map((line) => line.totalPrice.centAmount));
  if (cart.display.lineItemsTotal !== linesTotal)
    return `cart ${cart.id}: lineItemsTotal ${cart.display.lineItemsTotal}, lines sum to ${linesTotal}`;
  return undefined;
}

/**
 * Each worker adds to its own cart; every answer must be that cart one version on, with the sku's quantity raised by
 * one and the rest as before (a wrong answer makes the worker read its cart again before the next add). At the end,
 * each cart read afresh must be at its starting version plus the adds answered 200, with the quantities they sum to.
 */
async function addLoad({ carts, headers, skusOf, seconds, warmup }) {
  const expected = carts.map(expectedOf);
  const read = async (worker) =>
    client.json(`/aces/me/carts/${carts[worker].id}`, { headers: { authorization: headers[worker].authorization } });
  const result = await runLoad(client, {
    connections: carts.length,
    seconds,
    warmup,
    next: async (worker, n) => {
      const state = expected[worker];
      if (state.stale) {
        const cart = await read(worker);
        state.version = cart.version;
        state.quantities = new Map(cart.lineItems.map((line) => [line.variant.sku, line.quantity]));
        state.stale = false;
      }
      state.pendingSku = skusOf(worker, n);
      return [
        `/aces/me/carts/${state.id}`,
        {
          method: 'POST',
          headers: headers[worker],
          body: JSON.stringify({
            version: state.version,
            actions: [{ action: 'addLineItem', sku: state.pendingSku, quantity: 1 }],
          }),
        },
      ];
    },
    check: (response, worker) => {
      const state = expected[worker];
      if (response.status !== 200) {
        state.stale = true;
        return `status ${response.status}: ${response.body.toString().slice(0, 200)}`;
      }
      // A 200 is an add the cart must show at the end, whatever the answer held.
      state.adds += 1;
      state.version += 1;
      state.quantities.set(state.pendingSku, (state.quantities.get(state.pendingSku) ?? 0) + 1);
      const problem = cartProblem(JSON.parse(response.body.toString()), state);
      if (problem) state.stale = true;
      return problem;
    },
  });
  const atEnd = [];
  for (const [worker, state] of expected.entries()) {
    const cart = await read(worker);
    const problem =
      cart.version === state.startVersion + state.adds
        ? cartProblem(cart, state)
        : `cart ${cart.id} ended at version ${cart.version}, not ${state.startVersion} + ${state.adds} adds`;
    if (problem) atEnd.push(problem);
  }
  return {
    ...result,
    adds: sum(expected.map((state) => state.adds)),
    cartsWrongAtEnd: atEnd.length,
    ...(atEnd.length > 0 ? { firstWrongAtEnd: atEnd[0] } : {}),
  };
}

const { contractSkus, retailSkus } = values['skus-file']
  ? JSON.parse(await readFile(values['skus-file'], 'utf8'))
  : await prepare();
const mixed = contractSkus.flatMap((sku, i) => (i % 3 === 2 && retailSkus[i] ? [sku, retailSkus[i]] : [sku]));
const headers = await Promise.all(Array.from({ length: customerCount }, (_, n) => signIn(customerEmail(n + 1))));
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);

// Phase 1: many carts, each growing to at most 50 lines (later adds raise quantities).
const smallHeaders = headers.slice(0, connections);
const smallCarts = await Promise.all(smallHeaders.map(freshCart));
await vacuumCarts();
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
await vacuumCarts();
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
