import { cartStates } from '@chairside/domain';
import { z } from 'zod';
import { localizedStringSchema, referenceSchema } from './common';
import { customerAddressSchema } from './customers';
import { attributeSchema, centPrecisionMoneySchema } from './products';
import { asapEnrollmentStatusValues } from './loyalty';

/** Ids and keys in action payloads: bounded, so a request cannot make us look up megabytes. */
const id = z.string().min(1).max(256);
/** Quantities are checked by the API (packages/domain quantityProblem) so the message names the rule. */
const quantity = z.number();
const resourceIdentifier = <T extends string>(typeId: T) =>
  z.strictObject({ typeId: z.literal(typeId).optional(), id: id.optional(), key: id.optional() });
const addressIdentifier = z.looseObject({ id: id.optional(), key: id.optional() });
/** Lines are named by id (line item keys are not supported: a lineItemKey field is refused as unknown). */
const lineItemRef = { lineItemId: id.optional() };
const customFieldName = z.string().regex(/^[a-zA-Z0-9_-]{2,36}$/);
const customTypeDraft = z.strictObject({
  type: resourceIdentifier('type').optional(),
  fields: z.record(customFieldName, z.unknown()).optional(),
});

/** MyCartUpdateAction (reference §1.3): every cart action spec §7 lists. Unknown actions and fields are 400. */
export const myCartUpdateActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('addLineItem'),
    sku: id.optional(),
    productId: id.optional(),
    variantId: z.number().int().positive().optional(),
    /** Ours: the unit of measure the customer chose; must be the sku's own. */
    uom: z.string().max(16).optional(),
    quantity: quantity.optional(),
    distributionChannel: resourceIdentifier('channel').optional(),
    custom: customTypeDraft.optional(),
  }),
  z.strictObject({ action: z.literal('removeLineItem'), ...lineItemRef, quantity: quantity.optional() }),
  z.strictObject({ action: z.literal('changeLineItemQuantity'), ...lineItemRef, quantity }),
  z.strictObject({
    action: z.literal('setLineItemCustomType'),
    ...lineItemRef,
    type: resourceIdentifier('type').optional(),
    fields: z.record(customFieldName, z.unknown()).optional(),
  }),
  z.strictObject({
    action: z.literal('setLineItemCustomField'),
    ...lineItemRef,
    name: customFieldName,
    value: z.unknown().optional(),
  }),
  z.strictObject({
    action: z.literal('setLineItemDistributionChannel'),
    ...lineItemRef,
    distributionChannel: resourceIdentifier('channel').optional(),
  }),
  z.strictObject({ action: z.literal('recalculate'), updateProductData: z.boolean().optional() }),
  z.strictObject({
    action: z.literal('setCustomType'),
    type: resourceIdentifier('type').optional(),
    fields: z.record(customFieldName, z.unknown()).optional(),
  }),
  z.strictObject({ action: z.literal('setCustomField'), name: customFieldName, value: z.unknown().optional() }),
  z.strictObject({ action: z.literal('setShippingAddress'), address: addressIdentifier.optional() }),
  z.strictObject({ action: z.literal('setBillingAddress'), address: addressIdentifier.optional() }),
  z.strictObject({
    action: z.literal('setShippingMethod'),
    shippingMethod: resourceIdentifier('shipping-method').optional(),
  }),
  z.strictObject({ action: z.literal('setCustomerEmail'), email: z.string().max(256).optional() }),
  z.strictObject({ action: z.literal('addDiscountCode'), code: z.string().min(1).max(256) }),
  z.strictObject({ action: z.literal('removeDiscountCode'), discountCode: resourceIdentifier('discount-code') }),
]);
export type MyCartUpdateAction = z.infer<typeof myCartUpdateActionSchema>;
export const myCartActionNames = myCartUpdateActionSchema.options.map((option) => option.shape.action.value);

/** commercetools allows up to 500 actions per update (reference §0). */
export const myCartUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  actions: z.array(myCartUpdateActionSchema).max(500),
});
export type MyCartUpdate = z.infer<typeof myCartUpdateSchema>;

/** MyCartDraft: a new empty cart in the store's one currency. */
export const myCartDraftSchema = z.strictObject({
  currency: z.literal('USD'),
  customerEmail: z.string().max(256).optional(),
});
export type MyCartDraft = z.infer<typeof myCartDraftSchema>;

export const cartIdParamsSchema = z.strictObject({ id: z.string().max(64) });
export const cartDeleteQuerySchema = z.strictObject({ version: z.coerce.number().int().min(1) });

export const lineItemSchema = z.object({
  id: z.string(),
  key: z.string().optional(),
  productId: z.string(),
  productKey: z.string().optional(),
  name: localizedStringSchema,
  productSlug: localizedStringSchema.optional(),
  productType: referenceSchema('product-type'),
  variant: z.object({
    id: z.number().int(),
    sku: z.string(),
    prices: z.array(z.unknown()),
    images: z.array(z.unknown()),
    attributes: z.array(attributeSchema),
    assets: z.array(z.unknown()),
  }),
  price: z.object({ id: z.string(), value: centPrecisionMoneySchema, channel: referenceSchema('channel').optional() }),
  quantity: z.number().int(),
  totalPrice: centPrecisionMoneySchema,
  distributionChannel: referenceSchema('channel').optional(),
  discountedPricePerQuantity: z.array(z.unknown()),
  taxedPricePortions: z.array(z.unknown()),
  perMethodTaxRate: z.array(z.unknown()),
  state: z.array(z.unknown()),
  priceMode: z.literal('Platform'),
  lineItemMode: z.literal('Standard'),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.looseObject({
      /** Ours: where the unit price came from (the office's pricing contract or retail). */
      price_channel: z.enum(['contract', 'retail']),
      hs_item_number: z.string(),
      hs_uom: z.string(),
      requires_active_dea_license: z.boolean(),
      asap_product_category: z.string().optional(),
      /** Spec §3 loyalty fields: the discount applies to this line, the office's status and buying group. */
      allow_loyalty_discount: z.boolean(),
      asap_enrollment_status: z.enum(asapEnrollmentStatusValues),
      buying_group: z.string().optional(),
      /** Ours: the loyalty percentage off retail in the unit price, and the cents per unit it saves. */
      loyalty_percent: z.number().optional(),
      loyalty_saving: z.number().int().optional(),
      replenished: z.boolean().optional(),
      days_replenished: z.number().int().optional(),
    }),
  }),
  addedAt: z.string(),
  lastModifiedAt: z.string(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const deaCheckoutBlockerSchema = z.object({
  lineItemId: z.string(),
  sku: z.string(),
  reason: z.enum(['NoShippingAddress', 'NoActiveDeaLicense', 'DeaLicenseExpired']),
  message: z.string(),
});

/**
 * Ours, computed by the API on every answer from packages/domain (spec §3 "display view", §9):
 * amounts in cents; the storefront shows them and previews nothing it cannot recompute the same way.
 */
export const cartDisplaySchema = z.object({
  lineItemsTotal: z.number().int(),
  totalItems: z.number().int(),
  handlingFee: z.number().int(),
  minimumOrderFee: z.number().int(),
  hazardousFee: z.number().int(),
  refrigeratedFee: z.number().int(),
  excessiveWeightFee: z.number().int(),
  shippingAmount: z.number().int(),
  /** What ASAP loyalty took off the lines' prices (already in lineItemsTotal; 0 without loyalty). */
  loyaltySaving: z.number().int(),
  /** The office's loyalty tier when the discount applies to the cart. */
  loyaltyTier: z.string().optional(),
  /** Taken off the lines by matching discount codes (0 without any). */
  discountTotal: z.number().int(),
  /** The cart's codes in the order they were added, with their state, amount and what to tell the customer. */
  discountCodes: z.array(
    z.object({ id: z.string(), code: z.string(), state: z.string(), amount: z.number().int(), message: z.string() }),
  ),
  total: z.number().int(),
  progressBar: z
    .object({
      spend: z.number().int(),
      fillPercent: z.number(),
      nextTier: z
        .object({ spend: z.number().int(), percentOff: z.number().int(), remaining: z.number().int() })
        .optional(),
      reachedPercentOff: z.number().int().optional(),
      text: z.string(),
    })
    /** Null while the reserved progress-bar product does not exist (spec §4). */
    .nullable(),
  /** Controlled lines that keep the cart from checkout to its shipping address, with the reason. */
  checkoutBlockers: z.array(deaCheckoutBlockerSchema),
  canCheckout: z.boolean(),
});
export type CartDisplay = z.infer<typeof cartDisplaySchema>;

const money = centPrecisionMoneySchema;

/** commercetools Cart (reference §1.2) with the spec §3 custom fields and our display view. */
export const cartSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  customerId: z.string().optional(),
  anonymousId: z.string().optional(),
  customerEmail: z.string().optional(),
  lineItems: z.array(lineItemSchema),
  customLineItems: z.array(z.never()),
  totalLineItemQuantity: z.number().int().optional(),
  totalPrice: money,
  cartState: z.enum(cartStates),
  origin: z.string(),
  taxMode: z.literal('Platform'),
  priceRoundingMode: z.literal('HalfEven'),
  taxRoundingMode: z.literal('HalfEven'),
  taxCalculationMode: z.literal('LineItemLevel'),
  inventoryMode: z.literal('None'),
  shippingMode: z.literal('Single'),
  shipping: z.array(z.never()),
  itemShippingAddresses: z.array(z.never()),
  discountCodes: z.array(z.object({ discountCode: referenceSchema('discount-code'), state: z.string() })),
  directDiscounts: z.array(z.never()),
  refusedGifts: z.array(z.never()),
  shippingAddress: customerAddressSchema.optional(),
  billingAddress: customerAddressSchema.optional(),
  shippingInfo: z
    .object({
      shippingMethodName: z.string(),
      price: money,
      shippingMethod: referenceSchema('shipping-method'),
      shippingMethodState: z.literal('MatchesCart'),
    })
    .optional(),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      handling_fee: money,
      minimum_order_fee: money,
      hazardous_fee: money,
      refrigerated_fee: money,
      excessive_weight_fee: money,
      processed_by_erp: z.boolean(),
      business_unit: z.string().optional(),
      shipping_account: z.string().optional(),
      billing_account: z.string().optional(),
      warehouse_assignment: z.string().optional(),
      po_number: z.string().optional(),
      authorized_card_uuid: z.string().optional(),
    }),
  }),
  display: cartDisplaySchema,
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /ct/reprice-cart. */
export const repriceCartRequestSchema = z.strictObject({ cart_id: z.string().max(64) });
export const repriceChangeSchema = z.object({
  lineItemId: z.string(),
  sku: z.string(),
  oldPrice: z.number().int(),
  newPrice: z.number().int(),
  oldChannel: z.enum(['contract', 'retail']),
  newChannel: z.enum(['contract', 'retail']),
});
export type RepriceChange = z.infer<typeof repriceChangeSchema>;
export const repriceCartResponseSchema = z.object({ cart: cartSchema, changes: z.array(repriceChangeSchema) });
export type RepriceCartResponse = z.infer<typeof repriceCartResponseSchema>;
