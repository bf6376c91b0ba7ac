import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { referenceField, scalar, type FieldLookup } from '../../query/field-schema';

const { carts } = schema;

/** The queryable fields of a cart for `where` on GET me/carts (spec §7: origin = "Merchant" lists the plans). */
export const cartFields: FieldLookup = {
  id: scalar('uuid', sql`${carts.id}`),
  version: scalar('number', sql`${carts.version}`),
  origin: scalar('text', sql`${carts.origin}`),
  cartState: scalar('text', sql`${carts.cartState}`),
  customerEmail: scalar('text', sql`${carts.customerEmail}`, { nullable: true }),
  customerId: scalar('uuid', sql`${carts.customerId}`, { nullable: true }),
  businessUnit: referenceField(sql`${carts.businessUnitId}`, { nullable: true }),
  createdAt: scalar('date', sql`${carts.createdAt}`),
  lastModifiedAt: scalar('date', sql`${carts.lastModifiedAt}`),
};

export const cartSortFields = ['id', 'origin', 'createdAt', 'lastModifiedAt'] as const;
