import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { customers } from './customers';
import { orders } from './orders';

/** Where a card order's placement stands: stock and codes held while the gateway decides, then placed or released. */
export const placementStates = ['Reserved', 'Placed', 'Released'] as const;
export type PlacementState = (typeof placementStates)[number];

/** One unit taken off one inventory lot for a placement, given back when the placement is released. */
export interface LotTake {
  lotId: string;
  quantity: number;
}

/**
 * A card order on its way: written with the stock reservation and the counted discount codes in one short
 * transaction, before the payment gateway is asked, so no transaction waits for the gateway. The order itself is
 * created from `orderInput` once the authorization is approved (another short transaction); a decline, or a
 * placement left Reserved past its lease (a crash, a client that never retried), is finished by the recovery job,
 * which asks the gateway again under the same key. One Reserved placement per cart (the cart is Frozen meanwhile).
 */
export const orderPlacements = pgTable(
  'order_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The gateway's idempotency key: every authorization request of this placement repeats it. */
    gatewayKey: text('gateway_key').notNull(),
    state: text('state').$type<PlacementState>().notNull().default('Reserved'),
    cardId: uuid('card_id').notNull(),
    centAmount: integer('cent_amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The order to create (createOrder's input without payment and time), as computed when the cart was checked. */
    orderInput: jsonb('order_input').$type<Record<string, unknown>>().notNull(),
    stockTakes: jsonb('stock_takes').$type<LotTake[]>().notNull().default([]),
    discountCodeIds: jsonb('discount_code_ids').$type<string[]>().notNull().default([]),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Until then the request that reserved it is still at work; afterwards the recovery job may finish it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }).notNull(),
    recoveryAttempts: integer('recovery_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('order_placements_gateway_key_uq').on(t.gatewayKey),
    uniqueIndex('order_placements_reserved_cart_uq')
      .on(t.cartId)
      .where(sql`${t.state} = 'Reserved'`),
    index('order_placements_due_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'Reserved'`),
    check('order_placements_state_ck', sql`${t.state} in ('Reserved', 'Placed', 'Released')`),
  ],
);
