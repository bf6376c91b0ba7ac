import type { Page, Request } from '@playwright/test';

/** One analytics event as the browser sends it to the storefront's /api/events. */
export interface SentEvent {
  type: 'page' | 'track';
  event?: string;
  anonymousId: string;
  properties: Record<string, unknown>;
}

export const isEventsPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/events';

/** Every analytics event the page sends, as sent (the array fills while the test runs). */
export function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('request', (request) => {
    if (isEventsPost(request)) events.push(...(request.postDataJSON() as { batch: SentEvent[] }).batch);
  });
  return events;
}

/** The tracked events of one name, in the order sent. */
export const tracked = (events: SentEvent[], name: string) =>
  events.filter((event) => event.type === 'track' && event.event === name);
