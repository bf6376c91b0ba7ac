import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import type { LocalizedString } from './common';
import { versioned } from './common';
import { businessUnits, customers } from './customers';

/**
 * A customer's shopping list (commercetools ShoppingList). `businessUnitId` is the office the owner worked in when
 * creating it: a list shared with the office is seen by that office's members.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    key: text('key'),
    name: jsonb('name').$type<LocalizedString>().notNull(),
    description: jsonb('description').$type<LocalizedString>(),
    favorites: boolean('favorites').notNull().default(false),
    sharedWithOffice: boolean('shared_with_office').notNull().default(false),
    deleteDaysAfterLastModification: integer('delete_days_after_last_modification'),
    ...versioned,
  },
  (t) => [
    // GET me/shopping-lists: the caller's lists, last changed first.
    index('shopping_lists_customer_idx').on(t.customerId, t.lastModifiedAt.desc()),
    // ... and the lists shared with the caller's office.
    index('shopping_lists_shared_idx')
      .on(t.businessUnitId, t.lastModifiedAt.desc())
      .where(sql`${t.sharedWithOffice}`),
    uniqueIndex('shopping_lists_customer_key_uq')
      .on(t.customerId, t.key)
      .where(sql`${t.key} is not null`),
    // Favorites is the customer's one default list.
    uniqueIndex('shopping_lists_favorites_uq')
      .on(t.customerId)
      .where(sql`${t.favorites}`),
  ],
);

/** A line of a list: one variant (an item number in one unit of measure), once per list. */
export const shoppingListLines = pgTable(
  'shopping_list_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    key: text('key'),
    quantity: integer('quantity').notNull(),
    /** The line's place in the list (0 first); the owner reorders. */
    position: integer('position').notNull(),
    note: text('note'),
    /** Who added the line: the customer, or the sales representative acting for them. */
    addedByCustomerId: uuid('added_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_list_lines_list_variant_uq').on(t.listId, t.variantId),
    index('shopping_list_lines_list_position_idx').on(t.listId, t.position),
    // Deleting a product (the importer) cascades to its lines without scanning every list.
    index('shopping_list_lines_variant_idx').on(t.variantId),
    check('shopping_list_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
