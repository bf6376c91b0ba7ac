import styles from '@/modules/replenish/replenish.module.css';

/** Shown while a plan page reads the plans, stock and cards. */
export default function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className={styles.muted} role="status">
        Loading your REPLENISH plans…
      </p>
    </div>
  );
}
