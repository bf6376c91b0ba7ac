import styles from '@/modules/loyalty/loyalty.module.css';

/** Shown while the rewards page reads the office's standing. */
export default function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className={styles.muted} role="status">
        Loading your ASAP rewards…
      </p>
    </div>
  );
}
