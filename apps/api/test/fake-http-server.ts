import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local stand-in for a third-party HTTP API: records every request and answers with the
 * status set in `respondWith` and the JSON `body` (or never answers when it is 'hang').
 */
export async function startFakeHttpServer() {
  const requests: RecordedRequest[] = [];
  const state: { respondWith: number | 'hang'; body: unknown } = { respondWith: 202, body: {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (state.respondWith === 'hang') return;
      response.writeHead(state.respondWith, { 'content-type': 'application/json' }).end(JSON.stringify(state.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
