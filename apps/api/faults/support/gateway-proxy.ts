import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fieldsPaths } from '@chairside/gateway';

const bodyOf = (message: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
  });

/**
 * Stands between the API and the gateway: passes everything on, records each authorization the gateway answers, and,
 * when asked, keeps the next answer from the API, so the test can kill the API after the gateway authorized and
 * before the API heard it.
 */
export async function gatewayProxy(target: string) {
  const authorizations: { key: string; id: string }[] = [];
  const voids: string[] = [];
  let holdNext: (() => void) | undefined;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
    const text = await answer.text();
    const voided = /^\/v1\/authorizations\/([^/]+)\/void$/.exec(request.url ?? '')?.[1];
    if (voided && answer.status < 300) voids.push(voided);
    if (request.url === '/v1/authorizations' && answer.status < 300) {
      authorizations.push({
        key: String(request.headers['idempotency-key']),
        id: (JSON.parse(text) as { id: string }).id,
      });
      if (holdNext) {
        const held = holdNext;
        holdNext = undefined;
        held();
        return; // the API never hears this answer
      }
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authorizations,
    /** Ids of the authorizations voided through the proxy. */
    voids,
    /** Resolves once the gateway has authorized the next card, whose answer is then kept from the API. */
    holdNextAuthorization: () => new Promise<void>((resolve) => (holdNext = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the gateway's card fields hand the page for a card typed in: its token. */
export async function newCardToken(gatewayUrl: string, number = '4242 4242 4242 4242'): Promise<string> {
  const answer = await fetch(`${gatewayUrl}${fieldsPaths.tokens}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12 / 34', cvc: '123' }),
  });
  return ((await answer.json()) as { token: string }).token;
}
