import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { localizedField, referenceField, scalar, type FieldLookup } from '../../query/field-schema';

const { categories } = schema;

/** The queryable fields of a category (`where`). */
export const categoryFields: FieldLookup = {
  id: scalar('uuid', sql`${categories.id}`),
  key: scalar('text', sql`${categories.key}`),
  version: scalar('number', sql`${categories.version}`),
  name: localizedField(sql`${categories.name}`),
  slug: localizedField(sql`${categories.slug}`),
  description: localizedField(sql`${categories.description}`),
  parent: referenceField(sql`${categories.parentId}`, { nullable: true }),
  ancestors: { kind: 'idArray', column: sql`${categories.ancestorIds}` },
  orderHint: scalar('text', sql`${categories.orderHint}`),
  externalId: scalar('text', sql`${categories.externalId}`, { nullable: true }),
  createdAt: scalar('date', sql`${categories.createdAt}`),
  lastModifiedAt: scalar('date', sql`${categories.lastModifiedAt}`),
};
