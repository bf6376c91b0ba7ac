// Invoices API (issue 17) for an office with 5,000 invoices (npm run bench -- invoices-data first):
// npm run bench -- invoices [--api http://127.0.0.1:4000] [--gateway-url http://127.0.0.1:4100]
//     [--scenarios list,overdue,search,detail,pdf,pay] [--connections 4] [--seconds 15] [--warmup 3] [--pay-invoices 20]
// Signs in the bench customer and reads, in closed loops with exact latency percentiles (ms):
//   list     GET /mw/invoices (first page of 20, newest first, with the account summary)
//   overdue  GET /mw/invoices?status=Overdue&sort=due_on asc (a filtered page, with the summary)
//   search   GET /mw/invoices?q=PO-4 (prefix search on invoice, order and PO numbers)
//   detail   GET /mw/invoices/{newest} (its 100 lines, payments and credits)
//   pdf      GET /mw/invoices/{newest}/pdf (the 100-line invoice rendered)
//   pay      POST /mw/invoice-payments: one cent on each of `pay-invoices` open invoices, one sandbox card charge,
//            a new Idempotency-Key each (every worker pays its own invoices, so holds never collide)
// Loopback only.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { apiClient, benchTokens, runLoad } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    'gateway-url': { type: 'string', default: 'http://127.0.0.1:4100' },
    scenarios: { type: 'string', default: 'list,overdue,search,detail,pdf,pay' },
    connections: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    'pay-invoices': { type: 'string', default: '20' },
  },
});
const connections = Number(values.connections);
const perPayment = Number(values['pay-invoices']);
const api = apiClient(values.api, connections);
const { customer } = await benchTokens(api);
const headers = { authorization: customer };

const first = await api.json('/mw/invoices?limit=1', { headers });
if (first.total < 1000) throw new Error(`The bench office has ${first.total} invoices: run invoices-data first.`);
const newest = first.results[0];

/** The customer's first saved card, or a sandbox Visa typed into the gateway's card fields and saved now. */
async function savedCard() {
  const { results } = await api.json('/mw/cards', { headers });
  if (results[0]) return results[0].uuid;
  const fields = await fetch(`${values['gateway-url']}/fields/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
  });
  if (fields.status !== 201) throw new Error(`the gateway's card fields answered ${fields.status}`);
  const added = await api.request('/mw/cards', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ token: (await fields.json()).token }),
  });
  if (added.status !== 201) throw new Error(`POST /mw/cards answered ${added.status}: ${added.body}`);
  return JSON.parse(added.body.toString()).uuid;
}

/** Open invoices for the pay scenario, split between the workers. */
async function payableInvoices() {
  const ids = [];
  for (let offset = 0; ids.length < perPayment * connections * 4; offset += 100) {
    const page = await api.json(`/mw/invoices?status=Open,Overdue&limit=100&offset=${offset}`, { headers });
    ids.push(...page.results.filter((invoice) => invoice.payable > 1000).map((invoice) => invoice.id));
    if (page.results.length < 100) break;
  }
  if (ids.length < perPayment * connections)
    throw new Error(`only ${ids.length} open invoices for ${connections} workers paying ${perPayment} each`);
  return ids;
}

const okJson = (response) =>
  response.status === 200 ? undefined : `HTTP ${response.status}: ${response.body.toString().slice(0, 200)}`;

async function scenario(name) {
  const get = (path) => () => [path, { headers }];
  switch (name) {
    case 'list':
      return { next: get('/mw/invoices'), check: okJson };
    case 'overdue':
      return { next: get(`/mw/invoices?status=Overdue&sort=${encodeURIComponent('due_on asc')}`), check: okJson };
    case 'search':
      return { next: get('/mw/invoices?q=PO-4'), check: okJson };
    case 'detail':
      return { next: get(`/mw/invoices/${newest.id}`), check: okJson };
    case 'pdf':
      return {
        next: get(`/mw/invoices/${newest.id}/pdf`),
        check: (response) =>
          response.status === 200 && response.body.subarray(0, 4).toString() === '%PDF'
            ? undefined
            : `HTTP ${response.status}: not a PDF`,
      };
    case 'pay': {
      const card = await savedCard();
      const ids = await payableInvoices();
      const share = Math.floor(ids.length / connections);
      return {
        next: (worker, n) => {
          const mine = ids.slice(worker * share, (worker + 1) * share);
          const allocations = Array.from({ length: perPayment }, (_, k) => ({
            invoice_id: mine[(n * perPayment + k) % mine.length],
            amount: 1,
          }));
          return [
            '/mw/invoice-payments',
            {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({ allocations, card_uuid: card }),
            },
          ];
        },
        check: (response) =>
          response.status === 201 ? undefined : `HTTP ${response.status}: ${response.body.toString().slice(0, 200)}`,
      };
    }
    default:
      throw new Error(`unknown scenario ${name}`);
  }
}

try {
  for (const name of values.scenarios.split(',')) {
    const { next, check } = await scenario(name);
    const result = await runLoad(api, {
      connections,
      seconds: Number(values.seconds),
      warmup: Number(values.warmup),
      next,
      check,
    });
    console.log(JSON.stringify({ scenario: `invoices-${name}`, invoices: first.total, connections, ...result }));
  }
} finally {
  api.close();
}
