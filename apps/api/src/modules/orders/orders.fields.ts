import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { scalar, type FieldLookup } from '../../query/field-schema';

const { orders } = schema;

/** The queryable fields of an order for `where` on GET me/orders (spec §7: `lastModifiedAt > "<iso>"`). */
export const orderFields: FieldLookup = {
  id: scalar('uuid', sql`${orders.id}`),
  version: scalar('number', sql`${orders.version}`),
  orderNumber: scalar('text', sql`${orders.orderNumber}`),
  purchaseOrderNumber: scalar('text', sql`${orders.purchaseOrderNumber}`, { nullable: true }),
  orderState: scalar('text', sql`${orders.orderState}`),
  shipmentState: scalar('text', sql`${orders.shipmentState}`, { nullable: true }),
  paymentState: scalar('text', sql`${orders.paymentState}`, { nullable: true }),
  cart: {
    kind: 'object',
    fields: { id: scalar('uuid', sql`${orders.cartId}`), typeId: scalar('text', sql`'cart'::text`) },
  },
  completedAt: scalar('date', sql`${orders.completedAt}`),
  createdAt: scalar('date', sql`${orders.createdAt}`),
  lastModifiedAt: scalar('date', sql`${orders.lastModifiedAt}`),
};

export const orderSortFields = ['id', 'orderNumber', 'createdAt', 'lastModifiedAt', 'completedAt'] as const;
