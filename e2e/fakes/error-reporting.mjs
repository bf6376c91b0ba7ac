// A local stand-in for an error-reporting service speaking Sentry's protocol, for the browser tests and the API's
// integration tests: POST /api/<project>/envelope/ takes envelopes as Sentry's ingestion does (the DSN's public key
// in ?sentry_key= or X-Sentry-Auth), and GET /events answers the events received so far, newest last.
//   node e2e/fakes/error-reporting.mjs          (ERROR_REPORTING_FAKE_PORT, default 4520)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

// A DSN's public key is word characters only (Sentry's DSN syntax).
export const fakePublicKey = 'e2eerrorreportingkey';
export const fakeProjectId = '7';

/** The items of a Sentry envelope: a header line, then each item's header line and its payload. */
function parseEnvelope(text) {
  const [, ...lines] = text.split('\n');
  const items = [];
  for (let index = 0; index < lines.length; index += 2) {
    if (!lines[index]) continue;
    const header = JSON.parse(lines[index]);
    items.push({ header, payload: lines[index + 1] ?? '' });
  }
  return items;
}

const keyOf = (url, headers) =>
  url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(headers['x-sentry-auth'] ?? '')?.[1];

/** Starts the fake on `port` (0 for any free one); resolves to its base URL, its DSN, what it got and close(). */
export function startErrorReportingFake(port = 0) {
  const events = [];
  const server = createServer(async (request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname === '/events') return send(200, events);
      if (request.method === 'POST' && url.pathname === `/api/${fakeProjectId}/envelope/`) {
        if (keyOf(url, request.headers) !== fakePublicKey) return send(403, { detail: 'unknown public key' });
        let body = '';
        for await (const chunk of request) body += chunk;
        for (const { header, payload } of parseEnvelope(body)) {
          if (header.type === 'event')
            events.push({ ...JSON.parse(payload), receivedFrom: request.headers['user-agent'] });
        }
        return send(200, { id: 'ok' });
      }
      send(404, { detail: 'not found' });
    } catch (error) {
      send(400, { detail: String(error) });
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        origin,
        dsn: `http://${fakePublicKey}@127.0.0.1:${server.address().port}/${fakeProjectId}`,
        events: () => [...events],
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startErrorReportingFake(Number(process.env.ERROR_REPORTING_FAKE_PORT ?? 4520));
  console.log(`fake error reporting on ${fake.origin}`);
}
