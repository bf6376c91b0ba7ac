// One storefront worker: Next's production request handler (the one `next start` runs) behind our own HTTP server,
// for one reason: Next keeps an X-Forwarded-For the client sent and only adds the connection's address when there is
// none, so the app could never tell a visitor's forged header from its own proxy's. This server appends the
// address of the connection's peer to the chain, as every proxy hop does; what to believe of the rest is the app's
// decision (TRUST_PROXY, lib/visitor/). cluster.mjs runs one per core.
//   node server.mjs -p 3000 [-H 0.0.0.0]        (PORT may also give the port)
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname;

// The name process lists (and bench/startup.mjs) know a storefront worker by, as under `next start`.
process.title = 'next-server (chairside)';

// As under `next start`: production unless the environment says otherwise (set before Next is imported).
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
await app.prepare().catch((error) => {
  // Next has logged what failed; the reason is all the operator needs.
  console.error(`The storefront cannot start: ${error.message}`);
  process.exit(1);
});

/** The forwarding chain as this hop passes it on: whatever came in, then the peer that sent it. */
function appendPeerAddress(request) {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const chain = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
}

const server = createServer((request, response) => {
  appendPeerAddress(request);
  handle(request, response).catch((error) => {
    console.error(`Failed to handle ${request.method} ${request.url}:`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

server.listen(port, hostname);

// On SIGTERM (cluster.mjs stopping) or Ctrl-C: finish the requests under way, then stop.
function stop() {
  server.close(() => app.close().finally(() => process.exit(0)));
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
