'use client';

import Link from 'next/link';

/** A page of the store failed (typically the catalogue API is unreachable): say so and offer a retry. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
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
