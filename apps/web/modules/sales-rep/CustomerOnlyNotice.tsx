import { salesRepTexts } from './texts';
import styles from './CustomerRequired.module.css';

/** In place of the password, saved-card and sign-in controls while a representative acts for the customer. */
export function CustomerOnlyNotice() {
  return (
    <div className={styles.notice} role="note" data-testid="customer-only">
      <p>{salesRepTexts.customerOnlySetting}</p>
    </div>
  );
}
