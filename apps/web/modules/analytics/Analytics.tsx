'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analytics } from './analytics';
import { setLoggedInFlag } from './logged-in-flag';

/**
 * Feeds the analytics and personalisation services (spec §7): a page view on every route change
 * (path or query), the events the server left for the page (Login), and the logged-in flag,
 * which follows the session the layout rendered. Render once, in the root layout, in Suspense.
 */
export function Analytics({ loggedIn }: { loggedIn: boolean }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const lastPage = useRef<string | undefined>(undefined);

  useEffect(() => setLoggedInFlag(loggedIn), [loggedIn]);

  useEffect(() => {
    const page = search ? `${pathname}?${search}` : pathname;
    // Effects may run twice for one page (development, re-renders): one view per page.
    if (lastPage.current === page) return;
    const referrer = lastPage.current === undefined ? document.referrer : `${location.origin}${lastPage.current}`;
    lastPage.current = page;
    analytics.page({ path: pathname, search: search ? `?${search}` : '', referrer });
    analytics.sendPendingEvents();
  }, [pathname, search]);

  return null;
}
