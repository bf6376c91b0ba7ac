import type { Review } from '@chairside/contracts';
import type { ReviewRow } from '@chairside/db';

/** A stored review as a commercetools Review targeting its product; unset optional fields are left out. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    version: row.version,
    ...(row.key ? { key: row.key } : {}),
    locale: row.locale,
    ...(row.authorName ? { authorName: row.authorName } : {}),
    ...(row.title ? { title: row.title } : {}),
    ...(row.text ? { text: row.text } : {}),
    ...(row.rating !== null ? { rating: row.rating } : {}),
    target: { typeId: 'product', id: row.productId },
    includedInStatistics: row.includedInStatistics,
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}
