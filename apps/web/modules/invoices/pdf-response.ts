import 'server-only';
import type { DownloadResult } from '@/lib/api/download';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * A download for the signed-in customer (a PDF unless `contentType` says otherwise): the API's file streamed through
 * with its file name (Content-Disposition), never cached; another office's or an unknown one is 404, a signed-out
 * visitor 401.
 */
export async function pdfResponse(read: Promise<DownloadResult>, contentType = 'application/pdf'): Promise<Response> {
  const result = await read;
  if (!result.ok) {
    const status = result.status === 401 ? 401 : result.status === 404 || result.status === 400 ? 404 : 503;
    const text = status === 404 ? 'Not found' : status === 401 ? 'Please sign in' : 'Unavailable, please try again';
    return new Response(text, { status, headers: noStore });
  }
  const headers = new Headers(result.headers);
  if (!headers.has('content-type')) headers.set('content-type', contentType);
  for (const [name, value] of Object.entries({ ...noStore, 'x-content-type-options': 'nosniff' }))
    headers.set(name, value);
  return new Response(result.body, { headers });
}

/** The 404 of a path no invoice or month can have, without asking the API. */
export const notFoundResponse = () => new Response('Not found', { status: 404, headers: noStore });
