// Order placement load benchmark (issue 6) against a running API on the 100k-product database:
//   npm run bench -- place-order --url http://127.0.0.1:4710 [--database-url postgres://…/chairside_bench]
//        [--connections 10] [--seconds 20] [--warmup 5] [--lines 5] [--payment terms|card]
//        [--gateway-url http://127.0.0.1:4100]
// `connections` customers of the bench contract office each loop: create a cart, fill it in one
// update (`lines` addLineItem of skus without a DEA requirement, and the office's shipping address),
// then POST /ct/hs-orders with an Idempotency-Key, paid on account (Net 30) or by a sandbox card
// saved once per customer (typed into the sandbox gateway's card fields, as a browser would, for its token). Only the order request is timed; orders/s counts whole loops (the cart
// filling included). Needs `npm run bench -- pricing-data`; writes bench-order-NN customers of that
// office (the demo password) into the database, then works only through the API. Loopback only.
import { randomUUID } from 'node:crypto';
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
    lines: { type: 'string', default: '5' },
    payment: { type: 'string', default: 'terms' },
    'gateway-url': { type: 'string', default: 'http://127.0.0.1:4100' },
  },
});
const connections = Number(values.connections);
const lines = Number(values.lines);
if (!['terms', 'card'].includes(values.payment))
  throw new Error('--payment is terms (Net 30 on account) or card (sandbox)');

const customerEmail = (n) => `bench-order-${String(n).padStart(2, '0')}@example.com`;
/** The bench office's address (pricing-data.mjs): eligible for online ordering, no DEA licence. */
const officeAddress = 'benchad1';

/** Bench customers in the bench contract office, and sellable skus that need no DEA licence (~60% on the contract). */
async function prepare() {
  const sql = benchDatabase(values['database-url']);
  try {
    const contractId = await writeOfficeCustomers(
      sql,
      Array.from({ length: connections }, (_, n) => customerEmail(n + 1)),
    );
    const sellable = sql`join product_variants v on v.sku = p.sku and coalesce(v.attributes->>'requires_active_dea_license', 'false') <> 'true'
      join products pr on pr.id = v.product_id and pr.published
      join standalone_prices r on r.sku = p.sku and r.channel_id is null and r.active and r.currency_code = 'USD'`;
    const contract =
      await sql`select distinct p.sku from standalone_prices p ${sellable} where p.channel_id = ${contractId} order by p.sku limit 3000`;
    const retail = await sql`select distinct p.sku from standalone_prices p ${sellable}
      where p.channel_id is null and not exists (select 1 from standalone_prices c where c.sku = p.sku and c.channel_id = ${contractId})
      order by p.sku limit 2000`;
    return contract
      .map((row) => row.sku)
      .flatMap((sku, i) => (i % 3 === 2 && retail[i] ? [sku, retail[i].sku] : [sku]));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const client = apiClient(values.url, connections);
const { signIn, freshCart } = officeSessions(client);

/** A sandbox Visa typed into the gateway's card fields: the one-time token they hand the page. */
async function cardToken() {
  const response = await fetch(`${values['gateway-url']}/fields/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
  });
  if (response.status !== 201) throw new Error(`the gateway's card fields answered ${response.status}`);
  return (await response.json()).token;
}

/** The customer's first saved card, or a sandbox Visa saved now (one card attempt per customer). */
async function savedCard(headers) {
  const { results } = await client.json('/mw/cards', { headers: { authorization: headers.authorization } });
  if (results[0]) return results[0].uuid;
  const added = await client.request('/mw/cards', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ token: await cardToken() }),
  });
  if (added.status !== 201)
    throw new Error(`POST /mw/cards answered ${added.status}: ${added.body.toString().slice(0, 300)}`);
  return JSON.parse(added.body.toString()).uuid;
}

const skus = await prepare();
const headers = await Promise.all(Array.from({ length: connections }, (_, n) => signIn(customerEmail(n + 1))));
const cards = values.payment === 'card' ? await Promise.all(headers.map(savedCard)) : [];
// Each worker orders from its own window of skus, so stock rows are not what the orders queue on.
const skusOf = (worker, n) =>
  Array.from({ length: lines }, (_, i) => skus[(worker * 200 + ((n * lines + i) % 200)) % skus.length]);
const run = randomUUID().slice(0, 8);
/** Orders started per worker, warm-up included: every order gets its own Idempotency-Key and skus. */
const started = Array.from({ length: connections }, () => 0);

/** A new active cart of `lines` lines with the office address, as the customer's checkout sends it. */
async function filledCart(worker, n) {
  const cart = await freshCart(headers[worker]);
  const actions = [
    ...skusOf(worker, n).map((sku) => ({ action: 'addLineItem', sku, quantity: 1 })),
    { action: 'setShippingAddress', address: { id: officeAddress } },
  ];
  return client.json(`/aces/me/carts/${cart.id}`, {
    method: 'POST',
    headers: headers[worker],
    body: JSON.stringify({ version: cart.version, actions }),
  });
}

const result = await runLoad(client, {
  connections,
  seconds: Number(values.seconds),
  warmup: Number(values.warmup),
  next: async (worker) => {
    const n = started[worker]++;
    const cart = await filledCart(worker, n);
    const payment = values.payment === 'card' ? { card: true, card_uuid: cards[worker] } : {};
    return [
      '/ct/hs-orders',
      {
        method: 'POST',
        headers: { ...headers[worker], 'idempotency-key': `bench-order-${run}-${worker}-${n}` },
        body: JSON.stringify({ cart_id: cart.id, po_number: `BENCH-${n}`, ...payment }),
      },
    ];
  },
  check: (response) =>
    response.status === 201 ? undefined : `status ${response.status}: ${response.body.toString().slice(0, 200)}`,
});

console.log(
  JSON.stringify(
    {
      scenario: 'place-order',
      url: values.url,
      payment: values.payment,
      linesPerOrder: lines,
      ordersPerSecond: result.perSecond,
      ...result,
    },
    null,
    2,
  ),
);
client.close();
