import type { Review } from '@chairside/contracts';
import { RatingStars } from './RatingStars';
import styles from './ProductReviews.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Customer reviews with their ratings; the summary sits at the top of the product page. */
export function ProductReviews({
  reviews,
  summary,
}: {
  reviews: readonly Review[];
  summary: { average: number; count: number } | undefined;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className={styles.section}>
      <h2 id="reviews-title">Reviews</h2>
      {summary ? (
        <p className={styles.summary}>
          <RatingStars rating={summary.average} /> {summary.average} out of 5,{' '}
          {summary.count === 1 ? '1 review' : `${summary.count} reviews`}
        </p>
      ) : (
        <p>No reviews yet.</p>
      )}
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            {review.rating !== undefined && <RatingStars rating={review.rating} />}
            {review.title && <h3 className={styles.title}>{review.title}</h3>}
            <p className={styles.meta}>
              {review.authorName ?? 'A customer'} ·{' '}
              <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
            </p>
            {review.text && <p className={styles.text}>{review.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
