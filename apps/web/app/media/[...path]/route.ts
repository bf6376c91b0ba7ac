import { headersOf, sendToApi } from '@/lib/api/transport';

/**
 * Serves the API's generated product and catalogue-page images same-origin (so the CSP's img-src
 * 'self' holds). A route handler rather than a next.config rewrite: rewrites bake API_URL in at
 * build time, this reads it per request. The images are small SVGs, passed on whole.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const upstream = await sendToApi(`/media/${path.map(encodeURIComponent).join('/')}`, {
    headers: { accept: 'image/*' },
    timeoutMs: 5000,
  }).catch(() => undefined);
  if (upstream?.statusCode !== 200) {
    await upstream?.body.dump();
    // A path the API refuses (4xx, e.g. a NUL in it) names no image either; only its own failure is a 502.
    const apiFailed = upstream !== undefined && upstream.statusCode >= 500;
    return new Response(apiFailed ? 'Bad gateway' : 'Not found', { status: apiFailed ? 502 : 404 });
  }
  const headers = headersOf(upstream);
  return new Response(await upstream.body.arrayBuffer(), {
    headers: {
      'content-type': headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': headers.get('cache-control') ?? 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
