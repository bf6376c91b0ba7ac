import 'server-only';
import { trackedEventNames, type TrackedEventName } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { clearAnonymousSession } from '@/lib/session/anonymous-session';
import { decodePendingEvents, encodePendingEvents, pendingEventsCookie } from '@/modules/analytics/pending-events';

/** Leaves a tracked event for the browser to send on the next page (see pendingEventsCookie). */
async function queueBrowserEvent(name: TrackedEventName): Promise<void> {
  const jar = await cookies();
  const queued = decodePendingEvents(jar.get(pendingEventsCookie.name)?.value, trackedEventNames);
  jar.set(pendingEventsCookie.name, encodePendingEvents([...queued, name]), {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    maxAge: pendingEventsCookie.maxAgeSeconds,
  });
}

/**
 * The post-login hook: what happens once a visitor has become a signed-in customer (user mode),
 * from the login form or right after registration. Server Actions only (it writes cookies).
 *
 * 1. Analytics: the Login event (spec §7), sent by the browser on the next page; the browser also
 *    flips the personalisation service's logged-in flag when the header turns to user mode.
 * 2. Cart (spec §4: "After login the cart state is cleared and the active cart reloaded"): the
 *    anonymous cart session is dropped (its cart id already went to POST /auth/user as cart_id,
 *    so the API merged it), and the pages render again, reading the customer's active cart with
 *    the new token (header badge, cart page).
 */
export async function afterLogin(): Promise<void> {
  await queueBrowserEvent('Login');
  await clearAnonymousSession();
  revalidatePath('/', 'layout');
}
