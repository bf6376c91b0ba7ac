import styles from '@/modules/invoices/invoices.module.css';

/** Shown while an invoice page reads the invoices (and the saved cards). */
export default function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className={styles.muted} role="status">
        Loading your invoices…
      </p>
    </div>
  );
}
