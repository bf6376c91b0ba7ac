import { errorReportLimits, errorReportSchema } from '@chairside/contracts';
import { errorTracingTimeoutMs, isCrawler } from '@chairside/domain';
import { storefrontClientAuthorization } from '@/lib/api/client-credentials';
import { headersOf, sendToApi } from '@/lib/api/transport';

const noStore = { 'cache-control': 'no-store' };
const answer = (status: number) => new Response(null, { status, headers: noStore });

/**
 * The browser's error reports when no error-reporting service is configured: our own pages' (same-origin only, as the
 * proxy requires of every post), checked here and passed on with the browser's user agent to the API's POST /errors,
 * which logs them and limits them per visitor. A crawler's are dropped here already (spec §7).
 */
export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > errorReportLimits.maxBodyBytes) return answer(413);
  const text = await request.text();
  if (text.length > errorReportLimits.maxBodyBytes) return answer(413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const userAgent = request.headers.get('user-agent') ?? undefined;
  const parsed = errorReportSchema.safeParse({ ...(body as object), source: 'browser', userAgent });
  if (!parsed.success) return answer(400);
  if (isCrawler(userAgent)) return answer(202);
  try {
    const response = await sendToApi('/errors', {
      method: 'POST',
      headers: { authorization: storefrontClientAuthorization() },
      body: JSON.stringify(parsed.data),
      timeoutMs: errorTracingTimeoutMs,
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
