import { pricingTexts } from '@/modules/pricing/texts';
import { salesRepTexts } from './texts';
import styles from './SalesRepBar.module.css';

/**
 * The header's sales rep bar (spec §2): whom the representative acts for, 'Not Synced' until it
 * syncs to a customer. The Switch Customer link and the sync arrive with issue 18.
 */
export function SalesRepBar() {
  return (
    <section className={styles.bar} aria-label="Sales representative" data-testid="sales-rep-bar">
      <div className={`container ${styles.inner}`}>
        <p>
          {salesRepTexts.actingFor}: <strong>{salesRepTexts.notSynced}</strong>
        </p>
        <p className={styles.hint}>{pricingTexts.selectCustomerForPrice}</p>
      </div>
    </section>
  );
}
