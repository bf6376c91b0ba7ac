import { apiBaseUrl } from '../../../lib/api/base-url';

/**
 * Serves the API's generated product images same-origin (so the CSP's img-src 'self' holds).
 * A route handler rather than a next.config rewrite: rewrites bake API_URL in at build time,
 * this reads it per request.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const upstream = await fetch(`${apiBaseUrl()}/media/${path.map(encodeURIComponent).join('/')}`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  if (!upstream?.ok || !upstream.body) return new Response('Not found', { status: upstream?.status === 404 || !upstream ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
