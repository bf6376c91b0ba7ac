import 'server-only';
import { Readable } from 'node:stream';
import { getCustomerAccessToken } from '@/lib/session/session';
import { sendToApi } from './transport';

/** A file as the API sends it: its headers and the body as a stream, passed on without being held in memory. */
export type DownloadResult =
  { ok: true; headers: Headers; body: ReadableStream<Uint8Array> } | { ok: false; status: number };

/** GET of a customer's document (invoice or statement PDF, discount statement CSV) with the signed-in customer's token. */
export async function customerDownload(path: string, accept: string): Promise<DownloadResult> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, status: 401 };
  try {
    const response = await sendToApi(path, {
      headers: { authorization: `Bearer ${token}`, accept },
      timeoutMs: 30_000,
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return { ok: false, status: response.statusCode };
    }
    const headers = new Headers();
    for (const name of ['content-type', 'content-disposition', 'content-length']) {
      const value = response.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    return { ok: true, headers, body: Readable.toWeb(response.body) as ReadableStream<Uint8Array> };
  } catch (error) {
    console.error(`Download ${path} failed:`, error);
    return { ok: false, status: 503 };
  }
}
