'use client';

import { isChunkLoadFailure } from '@chairside/domain';
import Link from 'next/link';
import { useEffect } from 'react';
import { reloadOnce } from '@/modules/build-updates/reload-guard';
import { reportError } from '@/modules/error-reporting/error-sink';

/**
 * A page of the store failed (typically the catalogue API is unreachable): say so and offer a retry. The failure is
 * reported; one caused by a chunk of code that no longer loads (a new deploy) reloads the page once instead.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    if (isChunkLoadFailure(error) && reloadOnce()) return;
    reportError(error);
  }, [error]);
  return (
    <div className="section" role="alert">
      <h1>Sorry, this page could not be loaded</h1>
      <p>Our catalogue is not answering right now. Please try again in a moment.</p>
      <p>
        <button type="button" className="button button-primary" onClick={retry}>
          Try again
        </button>{' '}
        <Link href="/" className="button button-secondary">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
