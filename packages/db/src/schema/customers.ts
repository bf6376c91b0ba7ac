import { boolean, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { versioned } from './common';
import { channels } from './pricing';

/** An office (commercetools business unit): owns addresses, shipping accounts, pricing contract and terms. */
export const businessUnits = pgTable(
  'business_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    pricingContractChannelId: uuid('pricing_contract_channel_id').references(() => channels.id),
    termsAllowed: boolean('terms_allowed').notNull().default(false),
    checkoutApproved: boolean('checkout_approved').notNull().default(true),
    checkoutDeclined: boolean('checkout_declined').notNull().default(false),
    buyingGroup: text('buying_group'),
    /** Mail the customer when a sales representative places an order for it (issue 18). */
    notifyRepOrders: boolean('notify_rep_orders').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('business_units_key_uq').on(t.key)],
);

/** A distributor shipping account; it decides which warehouse serves the address that carries it. */
export const shippingAccounts = pgTable(
  'shipping_accounts',
  {
    number: text('number').primaryKey(),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    warehouseChannelId: uuid('warehouse_channel_id')
      .notNull()
      .references(() => channels.id),
    billingAccountNumber: text('billing_account_number'),
  },
  // An office's accounts: the customer search's triggers and the search's facts read them by office.
  (t) => [index('shipping_accounts_business_unit_idx').on(t.businessUnitId)],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    externalId: text('external_id'),
    defaultShippingAddressId: text('default_shipping_address_id'),
    defaultBillingAddressId: text('default_billing_address_id'),
    checkoutDeclined: boolean('checkout_declined').notNull().default(false),
    checkoutApproved: boolean('checkout_approved').notNull().default(false),
    buyingGroup: text('buying_group'),
    termsAllowed: boolean('terms_allowed').notNull().default(false),
    practiceName: text('practice_name'),
    practiceType: text('practice_type'),
    jobFunction: text('job_function'),
    isSalesRep: boolean('is_sales_rep').notNull().default(false),
    noAddressMessageSent: boolean('no_address_message_sent').notNull().default(false),
    /**
     * When the owner of the email proved it by opening the link mailed at registration. Null while pending: such an
     * account cannot sign in. Accounts made any other way (seeds, imports) are confirmed from the start.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    ...versioned,
  },
  (t) => [uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`)],
);

export const customerBusinessUnits = pgTable(
  'customer_business_units',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.businessUnitId] }),
    index('customer_business_units_bu_idx').on(t.businessUnitId),
  ],
);

/** Addresses belong to an office; ids are short opaque strings as in commercetools. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    key: text('key'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    streetName: text('street_name'),
    streetNumber: text('street_number'),
    apartment: text('apartment'),
    additionalStreetInfo: text('additional_street_info'),
    postalCode: text('postal_code'),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('US'),
    phone: text('phone'),
    email: text('email'),
    isShipping: boolean('is_shipping').notNull().default(true),
    isBilling: boolean('is_billing').notNull().default(false),
    /** Custom field hs_shipping_account_number; null means not orderable online. */
    shippingAccountNumber: text('shipping_account_number').references(() => shippingAccounts.number),
    externalId: text('external_id'),
    hasActiveDeaLicense: boolean('has_active_dea_license').notNull().default(false),
    deaRegistrationNumber: text('dea_registration_number'),
    deaExpiresOn: date('dea_expires_on', { mode: 'string' }),
    eligibleForOnlineOrdering: boolean('eligible_for_online_ordering').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_business_unit_idx').on(t.businessUnitId),
    index('addresses_shipping_account_idx').on(t.shippingAccountNumber),
  ],
);
