import { errorReportLimits, errorReportSchema } from '@chairside/contracts';
import { errorTracingTimeoutMs, isCrawler } from '@chairside/domain';
import { readBrowserJson, relayAnswer, relayToApi } from '@/lib/api/browser-relay';

/**
 * The browser's error reports when no error-reporting service is configured: our own pages' (same-origin only, as the
 * proxy requires of every post), checked here and passed on with the browser's user agent to the API's POST /errors,
 * which logs them and limits them per visitor. A crawler's are dropped here already (spec §7).
 */
export async function POST(request: Request) {
  const read = await readBrowserJson(request, errorReportLimits.maxBodyBytes);
  if ('refusal' in read) return read.refusal;
  const userAgent = request.headers.get('user-agent') ?? undefined;
  const parsed = errorReportSchema.safeParse({ ...(read.body as object), source: 'browser', userAgent });
  if (!parsed.success) return relayAnswer(400);
  if (isCrawler(userAgent)) return relayAnswer(202);
  return relayToApi('/errors', parsed.data, errorTracingTimeoutMs);
}
