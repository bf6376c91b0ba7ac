import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * An API that answers every call 503 and remembers each request: enough for a storefront to serve its error paths
 * while a test looks at what the storefront sent.
 */
export async function startRecordingApi() {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers });
    request.resume();
    response.writeHead(503, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 503, message: 'Recording only', errors: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
