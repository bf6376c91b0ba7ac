import type { AnalyticsEvent } from '@chairside/contracts';
import { analyticsPolicy } from '@chairside/domain';
import type { SendOutcome } from './event-queue';

/** The storefront's own collection route, which passes batches on to the API's POST /events. */
export const eventsPath = '/api/events';

/** Worth another attempt: the request never arrived or the collector was busy (timeout, 429, 5xx). */
const retryable = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

/** One delivery attempt; keepalive lets a batch sent while the page unloads still arrive. */
export async function sendBatch(batch: AnalyticsEvent[]): Promise<SendOutcome> {
  try {
    const response = await fetch(eventsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ batch }),
      keepalive: true,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(analyticsPolicy.timeoutMs),
    });
    if (response.ok) return 'sent';
    return retryable(response.status) ? 'retry' : 'drop';
  } catch {
    return 'retry';
  }
}
