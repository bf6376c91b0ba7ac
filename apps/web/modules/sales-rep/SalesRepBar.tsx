import Link from 'next/link';
import type { ActingFor } from '@/lib/session/view';
import { pricingTexts } from '@/modules/pricing/texts';
import { salesRepPaths } from './paths';
import { salesRepTexts } from './texts';
import styles from './SalesRepBar.module.css';

/**
 * The header's sales rep bar (spec §2): the email of the customer the representative acts for, 'Not Synced' until it
 * syncs to one, and the Switch Customer link.
 */
export function SalesRepBar({ actingFor }: { actingFor: ActingFor | undefined }) {
  return (
    <section className={styles.bar} aria-label="Sales representative" data-testid="sales-rep-bar">
      <div className={`container ${styles.inner}`}>
        <p>
          {salesRepTexts.actingFor}:{' '}
          <strong data-testid="synced-email">{actingFor?.email ?? salesRepTexts.notSynced}</strong>
        </p>
        {actingFor ? null : <p className={styles.hint}>{pricingTexts.selectCustomerForPrice}</p>}
        <Link href={salesRepPaths.switchCustomer} className={styles.switch}>
          {salesRepTexts.switchCustomer}
        </Link>
      </div>
    </section>
  );
}
