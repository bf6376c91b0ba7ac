'use client';

import { isChunkLoadFailure } from '@chairside/domain';
import { useEffect } from 'react';
import { reloadOnce } from '@/modules/build-updates/reload-guard';
import { reportError } from '@/modules/error-reporting/error-sink';
import './globals.css';

/**
 * The store's layout itself failed, so this replaces the whole page: reported, or reloaded once when a chunk of code
 * no longer loads (a new deploy, spec §9 reload guard).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadFailure(error) && reloadOnce()) return;
    reportError(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <main id="main" className="section" role="alert">
          <h1>Sorry, something went wrong</h1>
          <p>The store could not show this page. Please reload it, or try again in a moment.</p>
          <p>
            {/* A plain link: the client router may be what failed. */}
            <a href="/" className="button button-primary">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
