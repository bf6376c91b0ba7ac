// Price lookup load benchmark (issue 5): 500-sku POST /ct/pricing calls of the contract customer, or with
// --customer retail of the ASAP-enrolled retail customer (issue 19: loyalty prices, the tier's spend summed per call).
//   npm run bench -- pricing --url http://127.0.0.1:4701 [--connections 10] [--seconds 20] [--warmup 5] [--items 500]
//   [--customer contract|retail]
// Needs the bench data of `npm run bench -- pricing-data` (20 contracts × 5,000 plan prices, the bench customer on
// bench-contract-01, and the enrolled retail office with a year of orders). Each call asks for a different mix of the customer's contract
// skus (~60%) and retail skus; prints lookups/s and exact latency percentiles (ms). Every answer is checked item by
// item (wrongAnswers): each requested sku answered once, in order, and priced at the contract's plan price when the
// contract has one (all 5,000 plan prices are read first); the retail customer's at or below retail, loyalty included.
// Loopback only.
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
const pricePage = async (where, offset) =>
  (
    await client.json(
      `/aces/standalone-prices?${new URLSearchParams({ where, limit: '500', offset: String(offset), withTotal: 'false', sort: 'sku asc' })}`,
      { headers: read },
    )
  ).results;
// Every plan price of the contract (one undated price per sku in the bench data): the answers are checked against it.
const planPrices = new Map();
for (let offset = 0; ; offset += 500) {
  const page = await pricePage(`channel(id = "${contract.id}")`, offset);
  for (const price of page) planPrices.set(price.sku, price.value.centAmount);
  if (page.length < 500) break;
}
const contractSkus = [...planPrices.keys()].slice(0, 2000);
const retailSkus = (
  await Promise.all([0, 3000, 6000, 9500].map((offset) => pricePage('channel is not defined', offset)))
)
  .flat()
  .map((price) => price.sku);

// 40 different request bodies, each a rotating window over both sku lists.
const onContract = Math.round(items * 0.6);
const bodies = Array.from({ length: 40 }, (_, n) => {
  const pick = (list, count, start) => Array.from({ length: count }, (_, i) => list[(start + i * 7) % list.length]);
  return [...pick(contractSkus, onContract, n * 37), ...pick(retailSkus, items - onContract, n * 53)];
});
const headers = { authorization: tokens.customer, 'content-type': 'application/json' };
const payload = (skus) =>
  JSON.stringify({ shipping_account_number: account.shippingAccount, items: skus.map((sku) => ({ sku })) });
const payloads = bodies.map(payload);

/**
 * Why an answer to `skus` is wrong, or undefined: one successful item per requested sku, in request order; the
 * contract customer gets the contract in force and exactly the contract's plan price (the best price, even above
 * retail) on its skus and none on others; every sku has a retail price and, off contract, a best price not above it;
 * the retail customer gets no contract and loyalty prices.
 */
function problemOf(answer, skus) {
  if (retail ? answer.pricing_contract !== null : answer.pricing_contract?.key !== benchCustomer.contractKey)
    return `pricing_contract ${JSON.stringify(answer.pricing_contract)}`;
  if (answer.items.length !== skus.length) return `${answer.items.length} items for ${skus.length} skus`;
  let loyalty = false;
  for (const [i, item] of answer.items.entries()) {
    const info = item.price_info;
    if (item.sku !== skus[i] || !item.success || !info || info.sku !== skus[i])
      return `item ${i}: ${JSON.stringify(item)} for ${skus[i]}`;
    const plan = retail ? undefined : planPrices.get(skus[i]);
    const wrong =
      info.planPrice !== plan ||
      info.retailPrice === undefined ||
      info.bestPrice === undefined ||
      (plan === undefined ? info.bestPrice > info.retailPrice : info.bestPrice !== plan);
    if (wrong) return `item ${i}: ${JSON.stringify(item)}, plan price ${plan}`;
    loyalty ||= info.loyaltyPercent !== undefined;
  }
  return retail && !loyalty ? 'no loyalty price in the answer' : undefined;
}

const sent = [];
const problems = new WeakMap();
const result = await runLoad(client, {
  connections,
  seconds: Number(values.seconds),
  warmup: Number(values.warmup),
  next: (worker, n) => {
    const body = (worker * 7 + n) % bodies.length;
    sent[worker] = body;
    return ['/ct/pricing', { method: 'POST', headers, body: payloads[body] }];
  },
  // Every answer is parsed and checked item by item against the body its worker sent (seen runs before check, with
  // the worker; both on the load generator's core, outside the timed request).
  seen: (worker, response) =>
    problems.set(
      response,
      response.status !== 200
        ? `status ${response.status}: ${response.body.toString().slice(0, 200)}`
        : problemOf(JSON.parse(response.body.toString()), bodies[sent[worker]]),
    ),
  check: (response) => problems.get(response),
});
console.log(
  JSON.stringify(
    {
      scenario: 'pricing',
      customer: values.customer,
      url: values.url,
      itemsPerLookup: items,
      contractSkus: contractSkus.length,
      planPrices: planPrices.size,
      retailSkus: retailSkus.length,
      lookupsPerSecond: result.perSecond,
      ...result,
    },
    null,
    2,
  ),
);
client.close();
