// The host's floor for the hot paths' shapes (issue 21): what a server with no framework, no authorisation and no
// business rules costs per request on this machine when it does the I/O that the API's add to cart and category page
// do. Set beside `npm run bench -- pinned` on the same database, the difference is the API's own work; a target above
// what the floor allows cannot be met on that host by any server of this design.
//   npm run bench -- floor --database-url postgres://…/b100k [--seconds 10] [--connections 10] [--answer-kb 100]
// The server (node:http and postgres.js, as the API uses) runs on core 0 with every PostgreSQL process, and the load
// (autocannon, keep-alive) on core 1, as in the pinned benchmark. Shapes, one after the other:
//   hello: no database, a 15-byte JSON answer (the bare server of the health benchmark).
//   add:   a JSON body parsed; one read of a variant with its price-book entry by sku; one statement that raises a
//          scratch cart's version and inserts a line (its own transaction, committed); the answer stringified from a
//          cart of variant rows as read, --answer-kb of JSON (the cart benchmark's carts soon hold 50 lines, and such
//          a cart's answer is about 100 KB).
//   page:  one read of a category page's 24 stored product renderings, in listing order, and one of its facet counts
//          (the API's two statements for a category page); the answer joined from the renderings' text.
// Prints, per shape, requests/s, latency percentiles and CPU ms per request of the server and of PostgreSQL. The
// scratch tables (bench_floor_*) are dropped at the end, or after a Ctrl-C at the next run's start.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { apiNodeFlags, waitForUrl } from '../scripts/lib.mjs';
import { allCores, loadCore, pinPostgres, serverCore } from './lib/cores.mjs';
import { sampleCpu } from './lib/cpu-sampler.mjs';
import { benchDatabase } from './lib/office-customers.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'answer-kb': { type: 'string', default: '100' },
    port: { type: 'string', default: '4795' },
    serve: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
const carts = 100;
const shapes = ['hello', 'add', 'page'];

/** The server under test: this file with --serve, started pinned by the benchmark below. */
async function serve() {
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const variants = (
    await sql`select v.*, b.entry from product_variants v join sku_price_book b on b.sku = v.sku
      where b.published order by v.sku limit 500`
  ).map((row) => ({ ...row }));
  const lines = [];
  let bytes = 0;
  for (const variant of variants) {
    if (bytes >= Number(values['answer-kb']) * 1024) break;
    lines.push(variant);
    bytes += JSON.stringify(variant).length + 1;
  }
  const skus = lines.map((line) => line.sku);
  const categories = (
    await sql`select distinct scope from product_listing where scope <> '' and scope not like '%|%'`
  ).map((row) => row.scope);
  let served = 0;
  const handlers = {
    hello: async () => '{"status":"ok"}',
    add: async (body) => {
      const input = JSON.parse(body);
      const n = served++;
      const [variant] = await sql`select v.*, b.entry from product_variants v
        join sku_price_book b on b.sku = v.sku where v.sku = ${skus[n % skus.length]}`;
      await sql`with c as (update bench_floor_carts set version = version + 1, doc = ${sql.json(input)}
          where id = ${1 + (n % carts)} returning id)
        insert into bench_floor_lines (cart_id, line) select c.id, ${sql.json(variant)} from c`;
      lines[n % lines.length] = variant;
      return JSON.stringify({ id: n % carts, version: n, lineItems: lines });
    },
    page: async () => {
      const scope = categories[served++ % categories.length];
      const renderings = await sql`select r.projection from product_listing l
        join product_renderings r on r.product_id = l.product_id
        where l.scope = ${scope} order by l.name_rank limit 24`;
      const counts =
        await sql`select facet, term, variants, products from product_search_counts where scope = ${scope}`;
      return `{"results":[${renderings.map((row) => row.projection).join(',')}],"facets":${JSON.stringify(counts)}}`;
    },
  };
  http
    .createServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', async () => {
        const handler = handlers[request.url.slice(1)];
        if (!handler) return response.writeHead(404).end();
        const answer = await handler(Buffer.concat(chunks).toString());
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(answer);
      });
    })
    .listen(Number(values.port), '127.0.0.1');
}

/** One shape's warm-up, then its timed load, with the CPU the server and PostgreSQL spent on it. */
async function measure(shape, url, sampler) {
  const options = {
    url: `${url}/${shape}`,
    connections: Number(values.connections),
    ...(shape === 'add'
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: 1, actions: [{ action: 'addLineItem', sku: 'CS-1000001-EA', quantity: 1 }] }),
        }
      : {}),
  };
  await autocannon({ ...options, duration: Number(values.warmup) });
  const from = Date.now();
  const result = await autocannon({ ...options, duration: Number(values.seconds) });
  const to = Date.now();
  if (result.non2xx || result.errors)
    throw new Error(`${shape}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpu = sampler.perRequest(from, to, result.requests.total);
  return {
    shape,
    perSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    answerKb: Math.round(result.throughput.average / result.requests.average / 100) / 10,
    cpuMsPerRequest: cpu,
  };
}

async function main() {
  // A loopback database only: the benchmark writes its scratch tables there.
  const sql = benchDatabase(databaseUrl);
  let server;
  try {
    await sql`drop table if exists bench_floor_lines, bench_floor_carts`;
    await sql`create table bench_floor_carts (id int primary key, version int not null, doc jsonb)`;
    await sql`create table bench_floor_lines (id uuid primary key default gen_random_uuid(),
      cart_id int not null references bench_floor_carts, line jsonb)`;
    await sql`create index on bench_floor_lines (cart_id)`;
    await sql`insert into bench_floor_carts select g, 1, '{}' from generate_series(1, ${carts}) g`;
    pinPostgres(serverCore);
    server = spawn(
      'taskset',
      ['-c', serverCore, process.execPath, ...apiNodeFlags, process.argv[1], '--serve', ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    const url = `http://127.0.0.1:${values.port}`;
    if (!(await waitForUrl(`${url}/hello`, { timeoutMs: 30_000, isAlive: () => server.exitCode === null })))
      throw new Error('The floor server did not start');
    const sampler = sampleCpu(sql, server.pid);
    const results = [];
    for (const shape of shapes) results.push(await measure(shape, url, sampler));
    await sampler.stop();
    console.log(JSON.stringify({ core: serverCore, loadCore, results }, null, 2));
  } finally {
    server?.kill();
    pinPostgres(allCores);
    await sql`drop table if exists bench_floor_lines, bench_floor_carts`;
    await sql.end({ timeout: 5 });
  }
}

if (values.serve) await serve();
else if (process.env.BENCH_FLOOR_LOAD !== '1') {
  // The load generator (this process) belongs on the load core: start again there.
  const child = spawn('taskset', ['-c', loadCore, process.execPath, process.argv[1], ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_FLOOR_LOAD: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  // Ctrl-C: the server gets the signal too; PostgreSQL must not stay on one core.
  process.once('SIGINT', () => {
    pinPostgres(allCores);
    process.exit(130);
  });
  await main();
}
