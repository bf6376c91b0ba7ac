'use client';

import { useSearchParams } from 'next/navigation';
import { checkoutTexts } from './place-order-outcome';
import styles from './checkout.module.css';

/**
 * On /checkout/cart after checkout found new prices (spec §4 reprice): why the customer is back at the cart. Render in
 * Suspense.
 */
export function PricesChangedNotice() {
  if (useSearchParams().get('repriced') !== '1') return null;
  return (
    <p role="alert" className={styles.notice} data-testid="prices-changed">
      {checkoutTexts.pricesChanged}
    </p>
  );
}
