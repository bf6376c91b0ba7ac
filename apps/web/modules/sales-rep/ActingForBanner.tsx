import type { ActingFor } from '@/lib/session/view';
import { EndSyncButton } from './EndSyncButton';
import { salesRepTexts } from './texts';
import styles from './ActingForBanner.module.css';

/**
 * While a representative acts for a customer, every page says so at the top of the window, scrolled or not, with the
 * way out: whatever it orders or changes is the customer's.
 */
export function ActingForBanner({ actingFor }: { actingFor: ActingFor }) {
  return (
    <div className={styles.banner} role="region" aria-label="Acting for a customer" data-testid="acting-for-banner">
      <div className={`container ${styles.inner}`}>
        <p>
          {salesRepTexts.actingFor} <strong>{actingFor.practice ?? actingFor.email}</strong>
          {actingFor.practice ? <span className={styles.email}> ({actingFor.email})</span> : null}
        </p>
        <EndSyncButton className={styles.end} />
      </div>
    </div>
  );
}
