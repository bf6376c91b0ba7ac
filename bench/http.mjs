// HTTP load benchmark against a running stack (npm start, or any URL):
//   npm run bench -- http --url http://127.0.0.1:4000/aces/categories?limit=500 [--connections 10] [--seconds 15]
// Prints requests/s and latency percentiles (ms). Requests stay on this machine.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    header: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.url?.length) {
  console.error('Give at least one --url (loopback only).');
  process.exit(2);
}
const headers = Object.fromEntries(values.header.map((h) => h.split(/:\s*/, 2)));

for (const url of values.url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
    throw new Error(`Refusing to load a non-loopback host: ${hostname}`);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers,
  });
  console.log(
    JSON.stringify({
      url,
      connections: Number(values.connections),
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors,
      bytesPerRequest: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    }),
  );
}
