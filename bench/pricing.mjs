// Price lookup load benchmark (issue 5): 500-sku POST /ct/pricing calls of the contract customer, or with
// --customer retail of the ASAP-enrolled retail customer (issue 19: loyalty prices, the tier's spend summed per call).
//   npm run bench -- pricing --url http://127.0.0.1:4701 [--connections 10] [--seconds 20] [--warmup 5] [--items 500]
//   [--customer contract|retail]
// Needs the bench data of `npm run bench -- pricing-data` (20 contracts × 5,000 plan prices, the bench customer on
// bench-contract-01, and the enrolled retail office with a year of orders). Each call asks for a different mix of the customer's contract
// skus (~60%) and retail-only skus; prints lookups/s and exact latency percentiles (ms). Loopback only.
import { parseArgs } from 'node:util';
import { apiClient, benchCustomer, benchRetailCustomer, benchTokens, runLoad } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    items: { type: 'string', default: '500' },
    // contract: the contract customer (plan prices); retail: the ASAP-enrolled retail customer (loyalty prices).
    customer: { type: 'string', default: 'contract' },
  },
});
if (!['contract', 'retail'].includes(values.customer)) throw new Error('--customer is contract or retail.');
const retail = values.customer === 'retail';
const account = retail ? benchRetailCustomer : benchCustomer;
const connections = Number(values.connections);
const items = Number(values.items);
const client = apiClient(values.url, connections);
const tokens = await benchTokens(client, account);
const read = { authorization: tokens.read };

const channels = await client.json(
  `/aces/channels?${new URLSearchParams({ where: `key = "${benchCustomer.contractKey}"` })}`,
  { headers: read },
);
const contract = channels.results[0];
if (!contract) throw new Error(`No channel ${benchCustomer.contractKey}: run npm run bench -- pricing-data first.`);
const skuPage = async (where, offset) =>
  (
    await client.json(
      `/aces/standalone-prices?${new URLSearchParams({ where, limit: '500', offset: String(offset), withTotal: 'false', sort: 'sku asc' })}`,
      { headers: read },
    )
  ).results.map((price) => price.sku);
const contractSkus = (
  await Promise.all([0, 500, 1000, 1500].map((offset) => skuPage(`channel(id = "${contract.id}")`, offset)))
).flat();
const retailSkus = (
  await Promise.all([0, 3000, 6000, 9500].map((offset) => skuPage('channel is not defined', offset)))
).flat();

// 40 different request bodies, each a rotating window over both sku lists.
const onContract = Math.round(items * 0.6);
const bodies = Array.from({ length: 40 }, (_, n) => {
  const pick = (list, count, start) => Array.from({ length: count }, (_, i) => list[(start + i * 7) % list.length]);
  const skus = [...pick(contractSkus, onContract, n * 37), ...pick(retailSkus, items - onContract, n * 53)];
  return JSON.stringify({
    shipping_account_number: account.shippingAccount,
    items: skus.map((sku) => ({ sku })),
  });
});
const headers = { authorization: tokens.customer, 'content-type': 'application/json' };

const result = await runLoad(client, {
  connections,
  seconds: Number(values.seconds),
  warmup: Number(values.warmup),
  next: (worker, n) => ['/ct/pricing', { method: 'POST', headers, body: bodies[(worker * 7 + n) % bodies.length] }],
  // A plan price (contract) or a loyalty price (retail) must come back: without, the terms were not applied.
  check: (response) =>
    response.status !== 200
      ? `status ${response.status}: ${response.body.toString().slice(0, 200)}`
      : response.body.includes(retail ? '"loyaltyPercent"' : '"planPrice"')
        ? undefined
        : `no ${retail ? 'loyalty' : 'plan'} price in the answer`,
});
console.log(
  JSON.stringify(
    {
      scenario: 'pricing',
      customer: values.customer,
      url: values.url,
      itemsPerLookup: items,
      contractSkus: contractSkus.length,
      retailSkus: retailSkus.length,
      lookupsPerSecond: result.perSecond,
      ...result,
    },
    null,
    2,
  ),
);
client.close();
