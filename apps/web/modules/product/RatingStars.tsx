import styles from './RatingStars.module.css';

/** Five stars filled to the rating, read out as text ("Rated 4.5 out of 5"). */
export function RatingStars({ rating }: { rating: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
