import { analyticsBatchSchema, analyticsLimits } from '@chairside/contracts';
import { analyticsPolicy } from '@chairside/domain';
import { apiBaseUrl } from '../../../lib/api/base-url';
import { isSameOriginRequest } from '../../../lib/security/same-origin';

const noStore = { 'cache-control': 'no-store' };
const answer = (status: number) => new Response(null, { status, headers: noStore });

/**
 * The browser's analytics collector: our own pages' batches (same-origin only, so other sites
 * cannot post through us), checked here and passed on to the API's POST /events. The visitor's
 * forwarding chain goes along, so an API that trusts this server (TRUST_PROXY) limits per visitor.
 */
export async function POST(request: Request) {
  if (!isSameOriginRequest(request)) return answer(403);
  if (Number(request.headers.get('content-length') ?? 0) > analyticsLimits.maxBodyBytes) return answer(413);
  const text = await request.text();
  if (text.length > analyticsLimits.maxBodyBytes) return answer(413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  if (!analyticsBatchSchema.safeParse(body).success) return answer(400);
  const forwardedFor = request.headers.get('x-forwarded-for');
  try {
    const response = await fetch(`${apiBaseUrl()}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: text,
      signal: AbortSignal.timeout(analyticsPolicy.timeoutMs),
      cache: 'no-store',
    });
    const retryAfter = response.headers.get('retry-after');
    return new Response(null, { status: response.status, headers: { ...noStore, ...(retryAfter ? { 'retry-after': retryAfter } : {}) } });
  } catch {
    return answer(503);
  }
}
