import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer decided before the route's work: a refused request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export const invalidRequest = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { type: 'invalid_request', code, message } });

/** Card data and gateway calls are small; anything larger is not ours. */
const maxBodyBytes = 16 * 1024;

/** The JSON body of a POST; JSON only, so a cross-site form cannot post here without a CORS preflight we never grant. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
    throw invalidRequest(415, 'unsupported_media_type', 'The body must be JSON (application/json).');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw invalidRequest(413, 'body_too_large', 'The body is too large.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw invalidRequest(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}
