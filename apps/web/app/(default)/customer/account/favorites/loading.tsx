import styles from '@/modules/shopping-lists/lists.module.css';

/** Shown while a list page reads its lists, prices and stock. */
export default function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className={styles.muted} role="status">
        Loading your lists…
      </p>
    </div>
  );
}
