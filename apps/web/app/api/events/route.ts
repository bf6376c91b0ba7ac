import { analyticsBatchSchema, analyticsLimits } from '@chairside/contracts';
import { analyticsPolicy } from '@chairside/domain';
import { readBrowserJson, relayAnswer, relayToApi } from '@/lib/api/browser-relay';

/**
 * The browser's analytics collector: our own pages' batches (same-origin only, as the proxy requires of every
 * post, so other sites cannot post through us), checked here and passed on to the API's POST /events, which limits
 * them per visitor: our client credentials make it believe the visitor the transport names.
 */
export async function POST(request: Request) {
  const read = await readBrowserJson(request, analyticsLimits.maxBodyBytes);
  if ('refusal' in read) return read.refusal;
  if (!analyticsBatchSchema.safeParse(read.body).success) return relayAnswer(400);
  return relayToApi('/events', read.body, analyticsPolicy.timeoutMs);
}
