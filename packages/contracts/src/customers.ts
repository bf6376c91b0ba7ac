import { z } from 'zod';
import { referenceSchema } from './common';

/** Longest first or last name we store; longer input is refused, never truncated. */
export const maxNameLength = 100;
const name = z.string().max(maxNameLength);

/** commercetools Address plus our custom fields (spec §3 Address). */
export const customerAddressSchema = z.object({
  id: z.string(),
  key: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  company: z.string().optional(),
  streetName: z.string().optional(),
  streetNumber: z.string().optional(),
  apartment: z.string().optional(),
  additionalStreetInfo: z.string().optional(),
  postalCode: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      hs_shipping_account_number: z.string().optional(),
      external_id: z.string().optional(),
      /** The office (business unit id) the address belongs to. */
      business_unit: z.string(),
      /** Shown as the DEA Approved label. */
      has_active_dea_license: z.boolean(),
      /** False when customer service has blocked online orders to it (the Attention popup). */
      eligible_for_online_ordering: z.boolean(),
    }),
  }),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** commercetools Customer as GET/POST /aces/me answer it; addresses are the active office's. */
export const customerSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  externalId: z.string().optional(),
  addresses: z.array(customerAddressSchema),
  shippingAddressIds: z.array(z.string()),
  billingAddressIds: z.array(z.string()),
  defaultShippingAddressId: z.string().optional(),
  defaultBillingAddressId: z.string().optional(),
  isEmailVerified: z.boolean(),
  authenticationMode: z.literal('Password'),
  stores: z.array(z.never()),
  customerGroupAssignments: z.array(z.never()),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      pricing_contract: referenceSchema('channel').optional(),
      checkout_declined: z.boolean(),
      checkout_approved: z.boolean(),
      asap_enrolled: z.boolean(),
      buying_group: z.string().optional(),
      terms_allowed: z.boolean(),
      practice_name: z.string().optional(),
      practice_type: z.string().optional(),
      job_function: z.string().optional(),
      is_sales_rep: z.boolean(),
      /** A sales representative's session synced to a customer (issue 18): that customer's email; absent otherwise. */
      is_impersonating_email: z.string().optional(),
      /** True once customer service was told the customer has no address to order to (spec §4). */
      no_address_message_sent: z.boolean(),
    }),
  }),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The custom fields a customer may set on itself (setCustomField); the rest belong to customer service. */
export const customerEditableFields = ['job_function', 'practice_name', 'practice_type'] as const;

export const myCustomerUpdateActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('setDefaultShippingAddress'),
    addressId: z.string().max(256).optional(),
    addressKey: z.string().max(256).optional(),
  }),
  z.strictObject({ action: z.literal('setFirstName'), firstName: name.optional() }),
  z.strictObject({ action: z.literal('setLastName'), lastName: name.optional() }),
  z.strictObject({ action: z.literal('setCustomField'), name: z.string().max(36), value: z.unknown().optional() }),
]);
export type MyCustomerUpdateAction = z.infer<typeof myCustomerUpdateActionSchema>;

export const myCustomerUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  actions: z.array(myCustomerUpdateActionSchema).max(500),
});

export const myPasswordChangeSchema = z.strictObject({
  version: z.number().int().min(1),
  // Long enough for any password the policy allows; the limit only bounds hashing work.
  currentPassword: z.string().max(1024),
  newPassword: z.string().max(1024),
});

/** MyCustomerDraft, narrowed to what registration sends; the password policy is checked by the API. */
export const myCustomerDraftSchema = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1024),
  firstName: name.optional(),
  lastName: name.optional(),
  custom: z
    .strictObject({
      type: z
        .strictObject({ typeId: z.literal('type').optional(), key: z.string().optional(), id: z.string().optional() })
        .optional(),
      fields: z.strictObject({
        practice_name: z.string().max(200).optional(),
        practice_type: z.string().max(100).optional(),
        job_function: z.string().max(64).optional(),
      }),
    })
    .optional(),
  /** The bot-protection token of the registration form. */
  'recaptcha-token': z.string().max(4096).optional(),
});
export type MyCustomerDraft = z.infer<typeof myCustomerDraftSchema>;

/** POST /aces/me/signup answers this for every acceptable registration, new email or not (no account enumeration). */
export const signupAcceptedSchema = z.object({ message: z.string() });

/** An office (business unit) of the signed-in customer, GET /mw/offices. */
export const officeSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  hasPricingContract: z.boolean(),
  termsAllowed: z.boolean(),
  addressCount: z.number().int(),
  /** Issue 18: the customer is mailed the confirmation of orders a sales representative places for it. */
  notify_rep_orders: z.boolean().optional(),
});
export type Office = z.infer<typeof officeSchema>;

export const officeListSchema = z.object({ results: z.array(officeSchema) });

export const setActiveOfficeSchema = z.strictObject({ businessUnitId: z.string().max(64) });

/** POST /mw/offices/{id}/settings (issue 18): the office's own settings, changed by its customer. */
export const officeIdParamsSchema = z.strictObject({ id: z.string().max(64) });
export const officeSettingsSchema = z.strictObject({ notify_rep_orders: z.boolean() });
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

export const supportMessageRequestSchema = z.strictObject({
  topic: z.string().trim().min(1).max(100),
  message: z.string().trim().min(1).max(5000),
});

export const supportMessageResponseSchema = z.object({ id: z.string(), createdAt: z.string() });
