import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { localizedField, referenceField, scalar, type FieldLookup } from '../../query/field-schema';

const { shoppingLists } = schema;

/** The queryable fields of a list for `where` on GET me/shopping-lists. */
export const shoppingListFields: FieldLookup = {
  id: scalar('uuid', sql`${shoppingLists.id}`),
  key: scalar('text', sql`${shoppingLists.key}`, { nullable: true }),
  version: scalar('number', sql`${shoppingLists.version}`),
  name: localizedField(sql`${shoppingLists.name}`),
  customer: referenceField(sql`${shoppingLists.customerId}`, { nullable: false }),
  createdAt: scalar('date', sql`${shoppingLists.createdAt}`),
  lastModifiedAt: scalar('date', sql`${shoppingLists.lastModifiedAt}`),
};

export const shoppingListSortFields = ['id', 'key', 'createdAt', 'lastModifiedAt'] as const;
