import 'server-only';
import { storefrontClientAuthorization } from './client-credentials';
import { headersOf, sendToApi } from './transport';

const noStore = { 'cache-control': 'no-store' };

/** An empty answer to the browser, never cached. */
export const relayAnswer = (status: number) => new Response(null, { status, headers: noStore });

/**
 * The JSON body a browser posted, read only up to `maxBytes`: the value, or the answer it gets instead (413 too large,
 * 400 not JSON).
 */
export async function readBrowserJson(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | { refusal: Response }> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { refusal: relayAnswer(413) };
  const text = await request.text();
  if (text.length > maxBytes) return { refusal: relayAnswer(413) };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { refusal: relayAnswer(400) };
  }
}

/**
 * Passes a checked browser post on to the API with the storefront's client credentials (so the API believes the
 * visitor the transport names): the API's status and Retry-After come back, 503 when it cannot be reached in time.
 */
export async function relayToApi(path: string, body: unknown, timeoutMs: number): Promise<Response> {
  try {
    const response = await sendToApi(path, {
      method: 'POST',
      headers: { authorization: storefrontClientAuthorization() },
      body: JSON.stringify(body),
      timeoutMs,
    });
    await response.body.dump();
    const retryAfter = headersOf(response).get('retry-after');
    return new Response(null, {
      status: response.statusCode,
      headers: { ...noStore, ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
    });
  } catch {
    return relayAnswer(503);
  }
}
