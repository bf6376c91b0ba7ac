/** The browser tests' error-reporting fake (e2e/fakes/error-reporting.mjs): where it listens, the storefront's DSN. */
export const errorReportingFake = {
  port: 4520,
  origin: 'http://127.0.0.1:4520',
  dsn: 'http://e2eerrorreportingkey@127.0.0.1:4520/7',
} as const;

/** An event as the fake keeps it: the Sentry event, and the user agent of whoever sent it. */
export interface ReceivedEvent {
  event_id: string;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; headers?: Record<string, string> };
  tags?: Record<string, string>;
  release?: string;
  receivedFrom?: string;
  [field: string]: unknown;
}

/** The events the fake has received whose exception mentions `marker`. */
export async function receivedEvents(marker: string): Promise<ReceivedEvent[]> {
  const response = await fetch(`${errorReportingFake.origin}/events`);
  const events = (await response.json()) as ReceivedEvent[];
  return events.filter((event) => JSON.stringify(event.exception ?? {}).includes(marker));
}
