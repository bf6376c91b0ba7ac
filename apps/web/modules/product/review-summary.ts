import type { Review } from '@chairside/contracts';

/** The average star rating (one decimal) over the reviews that carry a rating, or undefined for none. */
export function reviewSummary(reviews: readonly Review[]): { average: number; count: number } | undefined {
  const ratings = reviews
    .map((review) => review.rating)
    .filter((rating): rating is number => typeof rating === 'number');
  if (ratings.length === 0) return undefined;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { average: Math.round(average * 10) / 10, count: ratings.length };
}
