import type { TrackedEventName } from '@chairside/domain';

/**
 * Events that happen on the server (a Server Action signs the customer in, then redirects) but
 * are sent from the browser, where the anonymous id and the retry queue live: the server leaves
 * their names in this short-lived, readable cookie, and the page that loads next sends and clears
 * them. The cookie holds event names only; nothing about the customer.
 */
export const pendingEventsCookie = {
  name: 'chairside_pending_events',
  maxAgeSeconds: 300,
} as const;

const separator = ',';

export function encodePendingEvents(names: readonly TrackedEventName[]): string {
  return names.map(encodeURIComponent).join(separator);
}

export function decodePendingEvents(value: string | undefined, allowed: readonly string[]): TrackedEventName[] {
  if (!value) return [];
  return value
    .split(separator)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return '';
      }
    })
    .filter((name): name is TrackedEventName => allowed.includes(name));
}
