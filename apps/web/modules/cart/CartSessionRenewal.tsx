'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { renewCartSessionAction } from './actions';

/**
 * Rendered when the anonymous cart token ran out: pages cannot write cookies, so the browser asks
 * a Server Action to renew it and then renders the page again with the cart.
 */
export function CartSessionRenewal() {
  const router = useRouter();
  useEffect(() => {
    void renewCartSessionAction().then(({ renewed }) => {
      if (renewed) router.refresh();
    });
  }, [router]);
  return null;
}
