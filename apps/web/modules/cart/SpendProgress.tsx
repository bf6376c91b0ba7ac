import type { CartDisplay } from '@chairside/contracts';
import styles from './cart.module.css';

/**
 * The spend progress bar (spec §9): text and fill as the API's display view computed them; none
 * while it is switched off. The header shows it on every page (spec §2), the cart summary again
 * next to the totals it depends on.
 */
export function SpendProgress({
  progress,
  placement,
}: {
  progress: CartDisplay['progressBar'];
  placement: 'header' | 'summary';
}) {
  if (!progress) return null;
  return (
    <section
      className={placement === 'header' ? styles.headerProgress : styles.progress}
      aria-label={placement === 'header' ? 'Savings progress of your cart' : 'Savings progress'}
    >
      <p
        className={styles.progressText}
        data-testid={placement === 'header' ? 'header-progress-text' : 'progress-text'}
      >
        {progress.text}
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.fillPercent}
        aria-valuetext={progress.text}
      >
        <div className={styles.progressFill} style={{ width: `${progress.fillPercent}%` }} />
      </div>
    </section>
  );
}
