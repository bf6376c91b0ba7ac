// Storefront server-rendering benchmark against a running storefront (production build):
//   npm run bench -- -- ssr --url http://127.0.0.1:3000/category/supplies/gloves [--url …] [--connections 10] [--seconds 15]
// (the second -- keeps npm from taking --url for itself; or run node bench/ssr.mjs --url …)
// For each page: one cold request (status, HTML bytes, time), a warm-up, then a load run with
// autocannon. Prints pages/s, latency percentiles (ms) and HTML size; requests stay on this machine.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
  },
});
if (!values.url?.length) {
  console.error('Give at least one --url (loopback only), e.g. --url http://127.0.0.1:3000/category/supplies/gloves');
  process.exit(2);
}

const run = (url, seconds) => autocannon({ url, connections: Number(values.connections), duration: seconds, headers: { accept: 'text/html' } });

for (const url of values.url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`Refusing to load a non-loopback host: ${hostname}`);

  const started = performance.now();
  const first = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
  const html = Buffer.from(await first.arrayBuffer());
  const firstMs = Math.round(performance.now() - started);

  await run(url, Number(values.warmup));
  const result = await run(url, Number(values.seconds));
  console.log(
    JSON.stringify({
      url,
      status: first.status,
      htmlBytes: html.length,
      htmlKB: Math.round((html.length / 1024) * 10) / 10,
      firstRequestMs: firstMs,
      connections: Number(values.connections),
      pagesPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    }),
  );
}
