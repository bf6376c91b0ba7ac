import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { localizedField, scalar, type FieldLookup } from '../../query/field-schema';

const { shippingMethods } = schema;

/** The queryable fields of a shipping method. */
export const shippingMethodFields: FieldLookup = {
  id: scalar('uuid', sql`${shippingMethods.id}`),
  key: scalar('text', sql`${shippingMethods.key}`),
  name: scalar('text', sql`${shippingMethods.name}`),
  localizedName: localizedField(sql`${shippingMethods.localizedName}`),
  active: scalar('boolean', sql`${shippingMethods.active}`),
  isDefault: scalar('boolean', sql`${shippingMethods.isDefault}`),
  createdAt: scalar('date', sql`${shippingMethods.createdAt}`),
  lastModifiedAt: scalar('date', sql`${shippingMethods.lastModifiedAt}`),
};
