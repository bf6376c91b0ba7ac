import type { AnalyticsEvent } from '@chairside/contracts';
import { analyticsPolicy, analyticsRetryDelayMs, trackedEventNames, type TrackedEventName } from '@chairside/domain';
import { anonymousId, randomId, readCookie } from './anonymous-id';
import { createEventQueue } from './event-queue';
import { decodePendingEvents, pendingEventsCookie } from './pending-events';
import { sendBatch } from './transport';

type Properties = Record<string, unknown>;

let queue: ReturnType<typeof createEventQueue<AnalyticsEvent>> | undefined;

function eventQueue() {
  queue ??= createEventQueue<AnalyticsEvent>({
    send: sendBatch,
    batchSize: analyticsPolicy.batchSize,
    maxAttempts: analyticsPolicy.maxAttempts,
    retryDelayMs: analyticsRetryDelayMs,
    schedule: (task, ms) => void window.setTimeout(task, ms),
    onDrop: (events, reason) => console.warn(`analytics: ${events.length} event(s) dropped (${reason})`),
  });
  return queue;
}

function common(properties: Properties) {
  return { messageId: randomId(), anonymousId: anonymousId(), timestamp: new Date().toISOString(), properties };
}

/**
 * The storefront's analytics (browser only): page views on every route change and the spec's
 * tracked events, sent to our own collector through the retry queue. Failures are logged only.
 */
export const analytics = {
  page(properties: { path: string; search: string; referrer: string }): void {
    eventQueue().enqueue({ type: 'page', ...common(properties) });
  },

  track(event: TrackedEventName, properties: Properties = {}): void {
    eventQueue().enqueue({ type: 'track', event, ...common(properties) });
  },

  /** Sends the events the server left for this page (e.g. Login after the login redirect) and clears them. */
  sendPendingEvents(): void {
    const pending = decodePendingEvents(readCookie(pendingEventsCookie.name), trackedEventNames);
    if (pending.length === 0) return;
    document.cookie = `${pendingEventsCookie.name}=; Max-Age=0; Path=/; SameSite=Lax`;
    for (const name of pending) this.track(name);
  },
};
