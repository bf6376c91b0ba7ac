'use client';

import type { TrackedEventName } from '@chairside/domain';
import { useEffect, useRef } from 'react';
import { analytics } from '@/modules/analytics/analytics';
import { readCookie } from '@/modules/analytics/anonymous-id';

/**
 * Sends one tracked commerce event when the page shows. With `marker`, only while that cookie
 * holds `value` (a server action's note that the event just happened); the cookie is then cleared.
 */
export function TrackCommerceEvent({
  event,
  properties,
  marker,
}: {
  event: TrackedEventName;
  properties: Record<string, unknown>;
  marker?: { name: string; path: string; value: string };
}) {
  const sent = useRef(false);
  useEffect(() => {
    // Effects may run twice for one page (development, re-renders): one event per page.
    if (sent.current) return;
    if (marker) {
      if (readCookie(marker.name) !== marker.value) return;
      document.cookie = `${marker.name}=; Max-Age=0; Path=${marker.path}; SameSite=Lax`;
    }
    sent.current = true;
    analytics.track(event, properties);
  }, [event, properties, marker]);
  return null;
}
