import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { scalar, type FieldLookup } from '../../query/field-schema';

const { reviews } = schema;

/** The queryable fields of a review; every review targets a product. */
export const reviewFields: FieldLookup = {
  id: scalar('uuid', sql`${reviews.id}`),
  key: scalar('text', sql`${reviews.key}`, { nullable: true }),
  version: scalar('number', sql`${reviews.version}`),
  target: {
    kind: 'object',
    fields: { id: scalar('uuid', sql`${reviews.productId}`), typeId: scalar('text', sql`'product'::text`) },
  },
  rating: scalar('number', sql`${reviews.rating}`, { nullable: true }),
  locale: scalar('text', sql`${reviews.locale}`),
  authorName: scalar('text', sql`${reviews.authorName}`, { nullable: true }),
  includedInStatistics: scalar('boolean', sql`${reviews.includedInStatistics}`),
  createdAt: scalar('date', sql`${reviews.createdAt}`),
  lastModifiedAt: scalar('date', sql`${reviews.lastModifiedAt}`),
};
