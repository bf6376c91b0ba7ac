import { orderStates, paymentStates, shipmentStates } from '@chairside/domain';
import { z } from 'zod';
import { localizedStringSchema, pagedQueryResponseSchema, referenceSchema } from './common';
import { centPrecisionMoneySchema } from './products';
import { asapEnrollmentStatusValues } from './loyalty';

const money = centPrecisionMoneySchema;

/** An address as it was when the order was placed (commercetools Address, spec §3 custom fields). */
export const orderAddressSchema = z.object({
  id: z.string().optional(),
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
  custom: z
    .object({
      type: referenceSchema('type'),
      fields: z.object({
        hs_shipping_account_number: z.string().optional(),
        has_active_dea_license: z.boolean().optional(),
      }),
    })
    .optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** An order line as it was bought: name, unit and price are snapshots. */
export const orderLineItemSchema = z.object({
  id: z.string(),
  productId: z.string().optional(),
  productKey: z.string().optional(),
  name: localizedStringSchema,
  productSlug: localizedStringSchema.optional(),
  variant: z.object({ id: z.number().int(), sku: z.string(), images: z.array(z.object({ url: z.string() })) }),
  price: z.object({ value: money, channel: referenceSchema('channel').optional() }),
  quantity: z.number().int(),
  totalPrice: money,
  distributionChannel: referenceSchema('channel').optional(),
  priceMode: z.literal('Platform'),
  lineItemMode: z.literal('Standard'),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      price_channel: z.enum(['contract', 'retail']),
      hs_item_number: z.string().optional(),
      hs_uom: z.string().optional(),
      /** Spec §3: units the warehouse could not reserve; they ship when stock arrives. */
      hs_inventory_qty_backorder: z.number().int(),
      requires_active_dea_license: z.boolean(),
      /** Spec §3: ordered by a REPLENISH plan (optional for older replies). */
      replenished: z.boolean().optional(),
      /** Spec §3: the plan's interval in days, on replenished lines. */
      days_replenished: z.number().int().optional(),
      /** Spec §3 loyalty fields as they were when the order was placed (optional for older replies). */
      allow_loyalty_discount: z.boolean().optional(),
      asap_enrollment_status: z.enum(asapEnrollmentStatusValues).optional(),
      asap_product_category: z.string().optional(),
      buying_group: z.string().optional(),
      loyalty_percent: z.number().optional(),
      loyalty_saving: z.number().int().optional(),
    }),
  }),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

/**
 * commercetools Payment, as far as an order's payment is modelled: method, card brand and last 4, the authorization.
 */
export const orderPaymentSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  amountPlanned: money,
  paymentMethodInfo: z.object({
    paymentInterface: z.string(),
    method: z.enum(['on-account', 'card']),
    name: localizedStringSchema,
  }),
  interfaceId: z.string().optional(),
  paymentStatus: z.object({ interfaceCode: z.string().optional() }),
  transactions: z.array(
    z.object({
      id: z.string(),
      type: z.literal('Authorization'),
      amount: money,
      interactionId: z.string().optional(),
      state: z.literal('Success'),
    }),
  ),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      card_brand: z.string().optional(),
      card_last4: z.string().optional(),
      card_uuid: z.string().optional(),
    }),
  }),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** commercetools DiscountCode, as far as an order keeps it (the code that applied). */
export const orderDiscountCodeSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  code: z.string(),
  cartDiscounts: z.array(z.never()),
  isActive: z.boolean(),
});

export const orderStatusEntrySchema = z.object({ state: z.string(), at: z.string(), note: z.string().optional() });
export const trackingNumberSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
});

/**
 * commercetools Order (reference §1.8): the cart fields plus order number, states and completedAt;
 * the spec §3 custom fields (fees, processed_by_erp, accounts, PO number), and ours: status
 * history and tracking numbers. References are expanded (`obj`) only when asked with `expand`.
 */
export const orderSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  orderNumber: z.string(),
  purchaseOrderNumber: z.string().optional(),
  customerId: z.string(),
  customerEmail: z.string().optional(),
  businessUnit: z.object({ typeId: z.literal('business-unit'), key: z.string() }).optional(),
  cart: referenceSchema('cart'),
  lineItems: z.array(orderLineItemSchema),
  customLineItems: z.array(z.never()),
  totalLineItemQuantity: z.number().int(),
  totalPrice: money,
  taxMode: z.literal('Platform'),
  orderState: z.enum(orderStates),
  shipmentState: z.enum(shipmentStates).optional(),
  paymentState: z.enum(paymentStates).optional(),
  shippingAddress: orderAddressSchema.optional(),
  billingAddress: orderAddressSchema.optional(),
  shippingInfo: z
    .object({
      shippingMethodName: z.string(),
      price: money,
      shippingMethod: referenceSchema('shipping-method').optional(),
    })
    .optional(),
  discountCodes: z.array(
    z.object({
      discountCode: referenceSchema('discount-code').extend({ obj: orderDiscountCodeSchema.optional() }),
      state: z.string(),
    }),
  ),
  paymentInfo: z.object({
    payments: z.array(referenceSchema('payment').extend({ obj: orderPaymentSchema.optional() })),
  }),
  syncInfo: z.array(z.never()),
  origin: z.literal('Customer'),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      handling_fee: money,
      minimum_order_fee: money,
      hazardous_fee: money,
      refrigerated_fee: money,
      excessive_weight_fee: money,
      processed_by_erp: z.boolean(),
      business_unit: z.string(),
      shipping_account: z.string().optional(),
      billing_account: z.string().optional(),
      po_number: z.string().optional(),
      authorized_card_uuid: z.string().optional(),
      /** Ours: the line total before fees (commercetools has it only inside totalPrice). */
      subtotal: money,
      /** Ours: what the order's discount codes took off the subtotal (absent when none applied). */
      discount_total: money.optional(),
      payment_method: z.enum(['on-account', 'card']),
      /** Ours (issue 18): the sales representative who placed the order for the customer (absent when the customer did). */
      placed_by_email: z.string().optional(),
      placed_by_name: z.string().optional(),
    }),
  }),
  /** Ours: every state the order went through, oldest first (detail reads only). */
  statusHistory: z.array(orderStatusEntrySchema).optional(),
  trackingNumbers: z.array(trackingNumberSchema),
  completedAt: z.string(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPagedQueryResponseSchema = pagedQueryResponseSchema(orderSchema);
export type OrderPagedQueryResponse = z.infer<typeof orderPagedQueryResponseSchema>;

export const orderIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** GET /aces/me/orders/{id}: only `expand` (paymentInfo.payments[0], discountCodes[*].discountCode). */
export const orderExpandQuerySchema = z.strictObject({ expand: z.union([z.string(), z.array(z.string())]).optional() });

/** GET /mw/orders: the active office's orders, completedAt newest first. */
export const officeOrdersQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(0).max(500).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** GET /ct/recent-items (spec §7: page 1, pageSize 100, days 100). */
export const recentItemsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  days: z.coerce.number().int().min(1).max(100).default(100),
});

export const recentItemSchema = z.object({
  sku: z.string(),
  item_number: z.string().optional(),
  uom: z.string().optional(),
  name: localizedStringSchema,
  product_id: z.string().optional(),
  product_slug: localizedStringSchema.optional(),
  image_url: z.string().optional(),
  /** Units bought in the window, over all orders. */
  quantity: z.number().int(),
  order_count: z.number().int(),
  last_ordered_at: z.string(),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

export const recentItemsResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  days: z.number().int(),
  total: z.number().int(),
  results: z.array(recentItemSchema),
});
export type RecentItemsResponse = z.infer<typeof recentItemsResponseSchema>;

/**
 * POST /aces/orders/{id} (commercetools OrderUpdate): the state changes an ERP integration or the back office makes.
 * Each must be a transition the domain's tables allow (409 InvalidStateTransition otherwise). Moving the shipment to
 * Shipped or Partial writes the order's invoice (issue 17).
 */
export const orderUpdateActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('changeOrderState'), orderState: z.enum(orderStates) }),
  z.strictObject({ action: z.literal('changeShipmentState'), shipmentState: z.enum(shipmentStates) }),
  z.strictObject({ action: z.literal('changePaymentState'), paymentState: z.enum(paymentStates) }),
  /** A shipment handed to carriers: each parcel's tracking number joins the order's (and its invoice's). */
  z.strictObject({
    action: z.literal('addDelivery'),
    parcels: z
      .array(
        z.strictObject({
          trackingData: z.strictObject({
            carrier: z.string().trim().min(1).max(64),
            trackingId: z.string().trim().min(1).max(128),
          }),
        }),
      )
      .min(1)
      .max(50),
  }),
]);
export type OrderUpdateAction = z.infer<typeof orderUpdateActionSchema>;

export const orderUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  actions: z.array(orderUpdateActionSchema).min(1).max(10),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;
