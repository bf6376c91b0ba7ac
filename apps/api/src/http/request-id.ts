import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptedRequestId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Keeps a caller's X-Request-Id (a proxy or the storefront) so one id follows a request across
 * services; anything unusual is replaced, so a client cannot write arbitrary text into our logs.
 */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptedRequestId.test(incoming) ? incoming : randomUUID();
}
