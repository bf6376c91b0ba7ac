import { analyticsBatchSchema, analyticsLimits } from '@chairside/contracts';
import { analyticsPolicy } from '@chairside/domain';
import { storefrontClientAuthorization } from '@/lib/api/client-credentials';
import { headersOf, sendToApi } from '@/lib/api/transport';

const noStore = { 'cache-control': 'no-store' };
const answer = (status: number) => new Response(null, { status, headers: noStore });

/**
 * The browser's analytics collector: our own pages' batches (same-origin only, as the proxy requires of every
 * post, so other sites cannot post through us), checked here and passed on to the API's POST /events, which limits
 * them per visitor: our client credentials make it believe the visitor the transport names.
 */
export async function POST(request: Request) {
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
  try {
    const response = await sendToApi('/events', {
      method: 'POST',
      headers: { authorization: storefrontClientAuthorization() },
      body: text,
      timeoutMs: analyticsPolicy.timeoutMs,
    });
    await response.body.dump();
    const retryAfter = headersOf(response).get('retry-after');
    return new Response(null, {
      status: response.statusCode,
      headers: { ...noStore, ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
    });
  } catch {
    return answer(503);
  }
}
