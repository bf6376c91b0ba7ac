import type { CartDisplay } from '@chairside/contracts';
import styles from './cart.module.css';

/** The spend progress bar (spec §9): text and fill as the API's display view computed them; none while it is switched off. */
export function SpendProgress({ progress }: { progress: CartDisplay['progressBar'] }) {
  if (!progress) return null;
  return (
    <section className={styles.progress} aria-label="Savings progress">
      <p className={styles.progressText} data-testid="progress-text">
        {progress.text}
      </p>
      <div className={styles.progressTrack} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.fillPercent} aria-valuetext={progress.text}>
        <div className={styles.progressFill} style={{ width: `${progress.fillPercent}%` }} />
      </div>
    </section>
  );
}
