// REPLENISH scheduler throughput (issue 16: 10,000 plans due on one date, two workers, all placed, zero duplicates,
// ≤ 5 minutes on a 2-core machine; orders per second and p95 per plan run):
//   npm run bench -- replenish [--database-url postgres://…/chairside_bench] [--plans 10000] [--workers 2]
//        [--templates 50] [--timeout 900]
// Needs `npm run bench -- pricing-data`. Builds the API if stale, starts it once on the bench database (it migrates)
// to make `templates` plans of three replenishable items through POST /ct/plans (Net 30, first date today in the
// distributor's time zone), clones them in SQL to `plans` plans spread over 20 customers of the bench office, stops
// it, then starts `workers` worker processes (apps/api/dist/worker.js, REPLENISH_INTERVAL_SECONDS=1) and times them
// until every plan has its order. Per-run times come from the workers' debug log ("replenish run", ms). The plans and
// orders stay in the bench database (tagged by PO number BR-<run>).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApi } from '../scripts/build.mjs';
import { apiClient } from './lib/customer-load.mjs';
import { benchDatabase, officeSessions, writeOfficeCustomers } from './lib/office-customers.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    plans: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    templates: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '900' },
    'api-port': { type: 'string', default: '4730' },
  },
});
const plans = Number(values.plans);
const templates = Math.min(Number(values.templates), plans);
const databaseUrl = values['database-url'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = randomUUID().slice(0, 8);
const tag = `BR-${run}`;
const customerEmail = (n) => `bench-replenish-${String(n).padStart(2, '0')}@example.com`;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startProcess(entry, env) {
  const child = spawn(process.execPath, [`apps/api/dist/${entry}.js`], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, JOBS_IN_PROCESS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, stop: () => (child.exitCode === null && child.kill('SIGTERM'), exited) };
}

/** `count` items on REPLENISH that any address may receive, with a retail price, spread over the catalogue. */
async function replenishableUnits(sql, count) {
  const units = await sql`
    select v.item_number, v.uom from product_variants v join products p on p.id = v.product_id and p.published
    where v.attributes->>'replenishable' = 'true'
      and coalesce(v.attributes->>'requires_active_dea_license', 'false') <> 'true'
      and exists (select 1 from standalone_prices r where r.sku = v.sku and r.channel_id is null and r.active)
    order by md5(v.sku) limit ${count}`;
  if (units.length < 3) throw new Error('The bench catalogue has fewer than 3 replenishable products.');
  return units;
}

/** The first `templates` plans, through the API as a customer makes them. */
async function makeTemplates(sql) {
  const api = startProcess('server', { API_PORT: values['api-port'], LOG_LEVEL: 'warn' });
  const url = `http://127.0.0.1:${values['api-port']}`;
  try {
    for (let ready = false; !ready; await sleep(300)) {
      if (api.child.exitCode !== null) throw new Error('the API exited during start-up');
      ready = await fetch(`${url}/ready`).then(
        (response) => response.ok,
        () => false,
      );
    }
    const client = apiClient(url, 2);
    const headers = await officeSessions(client).signIn(customerEmail(1));
    const units = await replenishableUnits(sql, templates * 3);
    for (let n = 0; n < templates; n += 1) {
      const items = [0, 1, 2].map((i) => units[(n * 3 + i) % units.length]);
      const response = await client.request('/ct/plans', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          next_order_date: today,
          plan_days: 28,
          payment_type: 'Net30',
          po_number: tag,
          plan_items: items.map((item, i) => ({ item_number: item.item_number, uom: item.uom, quantity: 1 + i })),
        }),
      });
      if (response.status !== 201)
        throw new Error(`POST /ct/plans answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
    }
    client.close();
  } finally {
    await api.stop();
  }
}

/** A table's columns other than `replaced`, for copying rows with new keys. */
async function columnsOf(sql, table, replaced) {
  const rows = await sql`select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} order by ordinal_position`;
  return rows.map((row) => row.column_name).filter((name) => !replaced.includes(name));
}

/** Copies of the templates (cart, plan row, lines) up to `plans`, each for one of the office's customers in turn. */
async function cloneTemplates(sql) {
  const cartColumns = await columnsOf(sql, 'carts', ['id', 'customer_id', 'customer_email']);
  const planColumns = await columnsOf(sql, 'replenish_plans', ['cart_id', 'customer_id']);
  const lineColumns = await columnsOf(sql, 'cart_line_items', ['id', 'cart_id']);
  const list = (columns, alias) => sql.unsafe(columns.map((column) => `${alias}."${column}"`).join(', '));
  const names = (columns) => sql.unsafe(columns.map((column) => `"${column}"`).join(', '));
  await sql.begin(async (tx) => {
    await tx`create temp table clone_map on commit drop as
      with t as (select cart_id, row_number() over (order by cart_id) - 1 as k from replenish_plans where po_number = ${tag}),
           c as (select id, email, row_number() over (order by email) - 1 as k from customers where email like 'bench-replenish-%'),
           n as (select g - 1 as g from generate_series(1, ${plans - templates}) g)
      select t.cart_id as template, gen_random_uuid() as id, c.id as customer_id, c.email
      from n join t on t.k = n.g % ${templates} join c on c.k = n.g % (select count(*) from c)`;
    await tx`insert into carts (id, customer_id, customer_email, ${names(cartColumns)})
      select m.id, m.customer_id, m.email, ${list(cartColumns, 'x')} from clone_map m join carts x on x.id = m.template`;
    await tx`insert into replenish_plans (cart_id, customer_id, ${names(planColumns)})
      select m.id, m.customer_id, ${list(planColumns, 'x')} from clone_map m join replenish_plans x on x.cart_id = m.template`;
    await tx`insert into cart_line_items (cart_id, ${names(lineColumns)})
      select m.id, ${list(lineColumns, 'x')} from clone_map m join cart_line_items x on x.cart_id = m.template`;
  });
  await sql`analyze replenish_plans`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

const sql = benchDatabase(databaseUrl);
const workers = [];
try {
  await buildApi();
  await writeOfficeCustomers(
    sql,
    Array.from({ length: 20 }, (_, n) => customerEmail(n + 1)),
  );
  const preparing = performance.now();
  await makeTemplates(sql);
  await cloneTemplates(sql);
  const [{ due }] = await sql`select count(*)::int as due from replenish_plans
    where po_number = ${tag} and status = 'Active' and next_order_date = ${today}`;
  if (due !== plans) throw new Error(`${due} plans due, ${plans} wanted`);
  console.error(`${plans} plans due ${today} (${tag}) in ${round((performance.now() - preparing) / 1000)} s`);

  const exportDir = await mkdtemp(path.join(os.tmpdir(), 'chairside-bench-erp-'));
  const runs = [];
  const outcomes = {};
  const started = performance.now();
  for (let n = 0; n < Number(values.workers); n += 1) {
    const worker = startProcess('worker', {
      LOG_LEVEL: 'debug',
      REPLENISH_INTERVAL_SECONDS: '1',
      ERP_EXPORT_DIR: exportDir,
    });
    createInterface({ input: worker.child.stdout }).on('line', (line) => {
      if (!line.includes('"replenish run"')) return;
      const { ms, outcome } = JSON.parse(line);
      runs.push(ms);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    });
    workers.push(worker);
  }
  const placedCount = async () =>
    (
      await sql`select count(*)::int as placed from orders o join replenish_plans p on p.cart_id = o.replenish_plan_id
        where p.po_number = ${tag}`
    )[0].placed;
  let placed = 0;
  const deadline = started + Number(values.timeout) * 1000;
  while (placed < plans && performance.now() < deadline) {
    await sleep(1000);
    placed = await placedCount();
    process.stderr.write(`\r${placed}/${plans} placed, ${round((performance.now() - started) / 1000)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write('\n');
  await Promise.all(workers.map((worker) => worker.stop()));

  const [{ duplicates }] = await sql`select count(*)::int as duplicates from (
      select o.replenish_plan_id from orders o join replenish_plans p on p.cart_id = o.replenish_plan_id
      where p.po_number = ${tag} group by o.replenish_plan_id having count(*) > 1) d`;
  const [{ attention }] = await sql`select count(*)::int as attention from replenish_plans
    where po_number = ${tag} and status = 'NeedsAttention'`;
  const sorted = runs.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        scenario: 'replenish',
        plans,
        workers: Number(values.workers),
        date: today,
        placed,
        allPlaced: placed === plans,
        duplicates,
        needsAttention: attention,
        totalSeconds: round(seconds),
        ordersPerSecond: round(placed / seconds),
        runs: sorted.length,
        outcomes,
        runMs: {
          p50: round(percentile(sorted, 50)),
          p95: round(percentile(sorted, 95)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted[sorted.length - 1]),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  await sql.end({ timeout: 5 });
}
