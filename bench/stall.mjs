// Stall benchmark (issue 14): catalogue reads while the payment gateway, the SMTP server and the ERP hang.
//   npm run bench -- stall [--seconds 30] [--connections 8] [--buyers 4] [--keep-data]
// Starts its own sandbox gateway and API (built apps, embedded database with demo data in a temporary folder, jobs
// in process) with the gateway behind a switchable proxy, an SMTP server that never greets and an ERP endpoint that
// never answers. Measures catalogue reads (category search and product-by-slug, closed loop) first with everything
// answering, then while `buyers` customers place card orders the gateway never authorises, Net 30 orders go to the
// silent ERP and password-reset mails to the silent SMTP server. Healthy: the stall's p95 stays within 2x the usual.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApi, buildGateway } from '../scripts/build.mjs';
import { root, waitForUrl } from '../scripts/lib.mjs';
import { apiClient, runLoad } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '8' },
    buyers: { type: 'string', default: '4' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const buyers = Number(values.buyers);
const demoPassword = 'chairside-demo-2026';
const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;

/** Listens on a free loopback port and returns it. */
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** A TCP proxy to `target` that, once stalled, accepts connections and never forwards a byte. */
function stallableProxy(targetPort) {
  const held = new Set();
  const state = { stalled: false };
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    if (state.stalled) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  return { server, state, release: () => held.forEach((socket) => socket.destroy()) };
}

/** An SMTP server that accepts connections and never says its greeting. */
const silentSmtp = net.createServer((socket) => socket.on('error', () => {}));
/** An ERP endpoint that reads the order and never answers. */
const silentErp = http.createServer(() => {});

function launch(file, env) {
  const child = spawn(process.execPath, [path.join(root, file)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The API's own embedded database, whatever this shell points DATABASE_URL at.
    env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([name]) => name !== 'DATABASE_URL')),
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${file} stopped (exit code ${code})`);
      void stop().then(() => process.exit(1));
    }
  });
  return child;
}

let stopping = false;
await buildApi();
await buildGateway();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chairside-stall-'));
const gatewayPort = 4180;
const secret = randomBytes(24).toString('base64url');
const proxy = stallableProxy(gatewayPort);
const [proxyPort, smtpPort, erpPort] = await Promise.all([listen(proxy.server), listen(silentSmtp), listen(silentErp)]);
const apiPort = 4790;
const children = [
  launch('apps/gateway/dist/main.js', { GATEWAY_PORT: String(gatewayPort), GATEWAY_SECRET_KEY: secret }),
  launch('apps/api/dist/server.js', {
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PAYMENT_GATEWAY_URL: `http://127.0.0.1:${proxyPort}`,
    PAYMENT_GATEWAY_SECRET_KEY: secret,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ERP_EXPORT_URL: `http://127.0.0.1:${erpPort}/orders`,
    ERP_EXPORT_TOKEN: 'stall-bench',
  }),
];
// However this script ends, its gateway and API end with it.
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
const apiUrl = `http://127.0.0.1:${apiPort}`;
const stop = async () => {
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
  proxy.release();
  [proxy.server, silentSmtp, silentErp].forEach((server) => server.close());
  if (!values['keep-data']) await rm(dataDir, { recursive: true, force: true });
};

try {
  if (!(await waitForUrl(`http://127.0.0.1:${gatewayPort}/health`, { timeoutMs: 60_000 })))
    throw new Error('the gateway did not start');
  if (!(await waitForUrl(`${apiUrl}/ready`, { timeoutMs: 600_000 }))) throw new Error('the API did not get ready');
  const client = apiClient(apiUrl, connections + 2 * buyers + 4);
  const form = { authorization: storefrontBasic, 'content-type': 'application/x-www-form-urlencoded' };
  const read = `Bearer ${(await client.json('/oauth/token', { method: 'POST', headers: form, body: 'grant_type=client_credentials' })).access_token}`;
  const signIn = async (email) => ({
    authorization: `Bearer ${
      (
        await client.json('/auth/user', {
          method: 'POST',
          headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
          body: JSON.stringify({ username: email, password: demoPassword }),
        })
      ).access_token
    }`,
    'content-type': 'application/json',
  });

  // The catalogue mix: a category's first page of products, and a product by its slug.
  const categories = await client.json('/aces/categories?limit=20', { headers: { authorization: read } });
  const firstPage = await client.json('/aces/product-projections/search?limit=24', {
    headers: { authorization: read },
  });
  const categoryIds = categories.results.map((category) => category.id);
  const slugs = firstPage.results.map((product) => product.slug.en);
  const readRequest = (worker, n) =>
    n % 2 === 0
      ? [
          `/aces/product-projections/search?limit=24&filter.query=${encodeURIComponent(`categories.id:subtree("${categoryIds[(worker + n) % categoryIds.length]}")`)}`,
          { headers: { authorization: read } },
        ]
      : [
          `/aces/product-projections?limit=1&where=${encodeURIComponent(`slug(en="${slugs[(worker + n) % slugs.length]}")`)}`,
          { headers: { authorization: read } },
        ];
  const catalogue = () =>
    runLoad(client, {
      connections,
      seconds,
      warmup: 3,
      next: readRequest,
      check: (response) => (response.status === 200 ? undefined : `status ${response.status}`),
    });

  // The buyer: the contract demo customer with a sandbox card saved while the gateway still answers.
  const buyer = await signIn('demo-customer@example.com');
  const me = await client.json('/aces/me', { headers: { authorization: buyer.authorization } });
  const tokenResponse = await fetch(`http://127.0.0.1:${gatewayPort}/fields/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
  });
  const saved = await client.request('/mw/cards', {
    method: 'POST',
    headers: { ...buyer, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ token: (await tokenResponse.json()).token }),
  });
  if (saved.status !== 201) throw new Error(`POST /mw/cards answered ${saved.status}: ${saved.body}`);
  const card = JSON.parse(saved.body.toString());
  const sellable = firstPage.results
    .flatMap((product) => [product.masterVariant, ...product.variants])
    .filter((variant) => !variant.attributes.some((a) => a.name === 'requires_active_dea_license' && a.value === true))
    .map((variant) => variant.sku);

  /** One order from a fresh cart of one line: by card (the gateway hangs) or on account (its export hangs). */
  const placeOrder = async (n, payment) => {
    const created = await client.request('/aces/me/carts', {
      method: 'POST',
      headers: buyer,
      body: JSON.stringify({ currency: 'USD' }),
    });
    if (created.status !== 201) throw new Error(`POST me/carts answered ${created.status}: ${created.body}`);
    const cart = JSON.parse(created.body.toString());
    const filled = await client.json(`/aces/me/carts/${cart.id}`, {
      method: 'POST',
      headers: buyer,
      body: JSON.stringify({
        version: cart.version,
        actions: [
          { action: 'addLineItem', sku: sellable[n % sellable.length], quantity: 1 },
          { action: 'setShippingAddress', address: { id: me.defaultShippingAddressId ?? me.addresses[0].id } },
        ],
      }),
    });
    const started = performance.now();
    const answer = await client.request('/ct/hs-orders', {
      method: 'POST',
      headers: { ...buyer, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ cart_id: filled.id, po_number: `STALL-${n}`, ...payment }),
    });
    return { status: answer.status, ms: Math.round(performance.now() - started) };
  };

  const usual = await catalogue();
  proxy.state.stalled = true;
  let stalling = true;
  const cardOrders = [];
  const accountOrders = [];
  const background = [
    ...Array.from({ length: buyers }, async (_, worker) => {
      for (let n = worker; stalling; n += buyers)
        cardOrders.push(await placeOrder(n, { card: true, card_uuid: card.uuid }));
    }),
    (async () => {
      for (let n = 1000; stalling; n += 1) {
        accountOrders.push(await placeOrder(n, {}));
        await client.request('/auth/reset', {
          method: 'POST',
          headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'demo-customer@example.com' }),
        });
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    })(),
  ];
  const duringStall = await catalogue();
  stalling = false;
  proxy.release();
  await Promise.all(background);
  const statuses = (orders) =>
    orders.reduce((counts, order) => ({ ...counts, [order.status]: (counts[order.status] ?? 0) + 1 }), {});
  console.log(
    JSON.stringify(
      {
        scenario: 'stall',
        catalogue: { usual, duringStall },
        p95Ratio: Math.round((duringStall.latencyMs.p95 / usual.latencyMs.p95) * 100) / 100,
        cardOrdersDuringStall: {
          statuses: statuses(cardOrders),
          slowestMs: Math.max(0, ...cardOrders.map((o) => o.ms)),
        },
        accountOrdersDuringStall: { statuses: statuses(accountOrders) },
      },
      null,
      2,
    ),
  );
  client.close();
} finally {
  await stop();
}
