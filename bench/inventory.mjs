// Stock lookup load benchmark (issue 5): POST /ct/inventory for a category page of 48 products.
// npm run bench -- inventory --url http://127.0.0.1:4701 [--connections 10] [--seconds 20] [--warmup 5] [--products 48]
// Signs in the bench customer of `npm run bench -- pricing-data` (shipping account SA-BENCH-01 at
// ES1), takes 30 pages of products from search, and asks for each page's stock in turn; prints
// lookups/s and exact latency percentiles (ms). Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, benchCustomer, benchTokens, runLoad } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    products: { type: 'string', default: '48' },
  },
});
const connections = Number(values.connections);
const perPage = Number(values.products);
const client = apiClient(values.url, connections);
const tokens = await benchTokens(client);

const attribute = (variant, name) => variant.attributes.find((candidate) => candidate.name === name)?.value;
const bodies = [];
for (let page = 0; page < 30; page += 1) {
  const params = new URLSearchParams({ limit: String(perPage), offset: String(page * 311), sort: 'id asc' });
  const { results } = await client.json(`/aces/product-projections/search?${params}`, {
    headers: { authorization: tokens.read },
  });
  const products = results.map(({ masterVariant }) => ({
    item_number: String(attribute(masterVariant, 'hs_item_number')),
    uom: String(attribute(masterVariant, 'hs_uom')),
    quantity: 1 + (page % 3),
  }));
  bodies.push(JSON.stringify({ shipping_account_number: benchCustomer.shippingAccount, products }));
}
const headers = { authorization: tokens.customer, 'content-type': 'application/json' };

const result = await runLoad(client, {
  connections,
  seconds: Number(values.seconds),
  warmup: Number(values.warmup),
  next: (worker, n) => ['/ct/inventory', { method: 'POST', headers, body: bodies[(worker * 3 + n) % bodies.length] }],
  check: (response) =>
    response.status !== 200
      ? `status ${response.status}: ${response.body.toString().slice(0, 200)}`
      : response.body.includes('"primary_uom"')
        ? undefined
        : 'no stock in the answer',
});
console.log(
  JSON.stringify(
    {
      scenario: 'inventory',
      url: values.url,
      productsPerLookup: perPage,
      lookupsPerSecond: result.perSecond,
      ...result,
    },
    null,
    2,
  ),
);
client.close();
