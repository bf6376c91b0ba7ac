import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned, type LocalizedString } from './common';
import { customers } from './customers';

/**
 * A discount code with its cart discount folded in (commercetools DiscountCode + CartDiscount,
 * spec §3): a share (permyriad) or a fixed amount off the line items, inside a validity window,
 * for carts whose line items reach a minimum, up to a number of orders, for anyone or one customer. Codes are stored
 * upper-case.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedString>().notNull(),
    description: jsonb('description').$type<LocalizedString>(),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    minimumSubtotalCentAmount: integer('minimum_subtotal_cent_amount'),
    /** Exactly one of permyriad (relative) and centAmount (absolute) is set. */
    permyriad: integer('permyriad'),
    centAmount: integer('cent_amount'),
    maxApplications: integer('max_applications'),
    /** Orders placed with the code; raised in the order's transaction. */
    applications: integer('applications').notNull().default(0),
    /** Only this customer's carts may take the code (a code earned by SMS sign-up); null: anyone's. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_one_value', sql`(${t.permyriad} is null) <> (${t.centAmount} is null)`),
    check('discount_codes_permyriad_range', sql`${t.permyriad} is null or ${t.permyriad} between 1 and 10000`),
    check('discount_codes_cent_amount_positive', sql`${t.centAmount} is null or ${t.centAmount} > 0`),
    check('discount_codes_code_upper', sql`${t.code} = upper(btrim(${t.code}))`),
  ],
);
