'use client';

import { buildUpdatePolicy, isChunkLoadFailure, isNewBuild } from '@chairside/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { followedStoreLink, isChunkResourceFailure } from './link-clicks';

/** The storefront route that answers the build its server runs. */
export const buildPath = '/api/build';

/**
 * Keeps an open tab on the deployed build (spec §4, §7): it polls the server's build id every 5 minutes and whenever
 * the tab becomes visible. Once the tab is outdated (a new build is deployed, or a chunk of its code failed to load),
 * its next navigation is a full page load, which brings the new build: a link is then followed by the browser instead
 * of the client router, and any other navigation reloads the page it reached. The page's root element carries
 * data-build-outdated from then on.
 */
export function BuildUpdates({ buildId }: { buildId: string }) {
  const pathname = usePathname();
  const outdated = useRef(false);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const markOutdated = () => {
      outdated.current = true;
      document.documentElement.dataset.buildOutdated = '';
    };
    const check = async () => {
      try {
        const response = await fetch(buildPath, { cache: 'no-store' });
        if (!response.ok) return;
        if (isNewBuild(buildId, ((await response.json()) as { buildId?: string }).buildId)) markOutdated();
      } catch {
        // Offline or a server restarting: the next check will tell.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onError = (event: Event) => {
      if (isChunkResourceFailure(event) || isChunkLoadFailure((event as ErrorEvent).error)) markOutdated();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) markOutdated();
    };
    const onClick = (event: MouseEvent) => {
      // Next's Link never hears the click: the browser follows the link itself, a full page load.
      if (outdated.current && followedStoreLink(event, location)) event.stopPropagation();
    };
    const timer = window.setInterval(check, buildUpdatePolicy.pollIntervalMs);
    document.addEventListener('visibilitychange', onVisible);
    // Capture: a script's or stylesheet's load error does not bubble, and the click must be caught before React's.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('click', onClick, true);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('click', onClick, true);
    };
  }, [buildId]);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    // A navigation the click handler could not turn into a page load (a form, router.push, back): load it now.
    if (outdated.current) location.reload();
  }, [pathname]);

  return null;
}
