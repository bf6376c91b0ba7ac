import { salesRepTexts } from './texts';
import styles from './CustomerRequired.module.css';

/**
 * What a page that acts for a customer (cart, checkout, orders, addresses, cards) shows a sales
 * representative who has selected none: it asks the API nothing, since the API would refuse.
 */
export function CustomerRequired({ title }: { title: string }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <CustomerRequiredNotice />
    </div>
  );
}

/** The notice alone, for a page that shows the representative something of its own as well (the dashboard). */
export function CustomerRequiredNotice() {
  return (
    <div className={styles.notice} role="status" data-testid="customer-required">
      <p>
        <strong>{salesRepTexts.customerRequiredTitle}.</strong> {salesRepTexts.customerRequiredPage}
      </p>
    </div>
  );
}
