import { z } from 'zod';
import { asapEnrollmentStatusValues } from './loyalty';
import { pagedQueryResponseSchema, referenceSchema } from './common';
import { centPrecisionMoneySchema } from './products';

/** One call prices or checks stock for at most a page of 500 skus (spec §9 list page size). */
export const maxLookupItems = 500;

/** Whole, non-negative quantities only: a fractional or negative quantity is a 400. */
const quantitySchema = z.number().int().min(0);
const shippingAccountNumberSchema = z.string().trim().min(1).max(64);

// ---------------------------------------------------------------------------------------------
// GET /aces/standalone-prices (commercetools StandalonePrice)

export const standalonePriceSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  sku: z.string(),
  value: centPrecisionMoneySchema,
  /** Absent: retail. A ProductDistribution channel: the pricing contract's plan price. */
  channel: referenceSchema('channel').optional(),
  validFrom: z.string().optional(),
  validUntil: z.string().optional(),
  discounted: z
    .object({ value: centPrecisionMoneySchema, discount: referenceSchema('product-discount').optional() })
    .optional(),
  active: z.boolean(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type StandalonePrice = z.infer<typeof standalonePriceSchema>;
export const standalonePricePagedQueryResponseSchema = pagedQueryResponseSchema(standalonePriceSchema);

// ---------------------------------------------------------------------------------------------
// POST /ct/pricing {shipping_account_number, items}

export const pricingRequestSchema = z.strictObject({
  shipping_account_number: shippingAccountNumberSchema,
  items: z
    .array(z.strictObject({ sku: z.string().trim().min(1).max(200), quantity: quantitySchema.optional() }))
    .max(maxLookupItems),
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;

/** Derived price info of spec §3 (packages/domain derivePriceInfo); amounts in cents, absent when unknown. */
export const priceInfoSchema = z.object({
  sku: z.string(),
  item_number: z.string().optional(),
  uom: z.string().optional(),
  /** Sellable: item number, unit of measure and a price the ordering system accepts. */
  available: z.boolean(),
  planPrice: z.number().int().optional(),
  retailPrice: z.number().int().optional(),
  discountedRetailPrice: z.number().int().optional(),
  bestPrice: z.number().int().optional(),
  replenishPrice: z.number().int().optional(),
  strikeRetail: z.boolean(),
  /**
   * ASAP loyalty percentage off retail that made bestPrice (present only when loyalty won over a promotion). What it
   * saves is (discountedRetailPrice ?? retailPrice) − bestPrice; carts carry it per line. Kept to one field: a
   * 500-sku answer is serialised on every page.
   */
  loyaltyPercent: z.number().optional(),
});
export type PriceInfoDto = z.infer<typeof priceInfoSchema>;

/**
 * One sku's prices: spec §3's derived price info, which carries the "price per sku" too (planPrice
 * is the custom/contract price, retailPrice and discountedRetailPrice the retail price). Kept lean:
 * a 500-sku page is one answer. A plan price's distribution channel is the response's pricing_contract.
 */
export const pricingItemResultSchema = z.object({
  sku: z.string(),
  /** false: the sku is unknown (message says why); price_info is then absent. */
  success: z.boolean(),
  /** 'No Product Found', or 'This product does not have an hs-compatible price!' when not sellable. */
  message: z.string().optional(),
  quantity: z.number().int().optional(),
  /** ASAP product category of the product (loyalty discounts are per category). */
  asap_product_category: z.string().optional(),
  price_info: priceInfoSchema.optional(),
});
export type PricingItemResult = z.infer<typeof pricingItemResultSchema>;

export const pricingResponseSchema = z.object({
  shipping_account_number: z.string(),
  /** All amounts are cents of this currency. */
  currencyCode: z.literal('USD'),
  /**
   * The office's pricing contract in force (the distribution channel of every `custom` price), or null when the
   * customer pays retail.
   */
  pricing_contract: z.object({ typeId: z.literal('channel'), id: z.string(), key: z.string() }).nullable(),
  /** ASAP loyalty discounts apply: enrolled and not on a pricing contract (spec §5). */
  allow_loyalty_discount: z.boolean(),
  /** Why loyalty does or does not apply to the office (the line field asap_enrollment_status). */
  asap_enrollment_status: z.enum(asapEnrollmentStatusValues),
  /** The office's loyalty tier when the discount applies. */
  loyalty_tier: z.string().optional(),
  /** ISO instant the prices were selected at (validity windows are checked against it). */
  priced_at: z.string(),
  /** One result per requested item, in request order. */
  items: z.array(pricingItemResultSchema),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /ct/inventory {shipping_account_number, products:[{item_number, uom, quantity}]}

export const inventoryProductRequestSchema = z.strictObject({
  item_number: z.string().trim().min(1).max(64),
  uom: z.string().trim().min(1).max(16),
  quantity: quantitySchema,
});

export const inventoryRequestSchema = z.strictObject({
  shipping_account_number: shippingAccountNumberSchema,
  products: z.array(inventoryProductRequestSchema).max(maxLookupItems),
});
export type InventoryRequest = z.infer<typeof inventoryRequestSchema>;

const uomQuantitySchema = z.object({ uom: z.string(), quantity: z.number().int() });

export const stockStatusSchema = z.enum(['in_stock', 'low_stock', 'backorder']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const productAvailabilitySchema = z.object({
  /** Stock in the requested unit of measure (non-expired lots of the warehouse serving the account). */
  primary_uom: uomQuantitySchema,
  /** The same stock counted in single items (EA): primary quantity × count per unit. */
  secondary_uom: uomQuantitySchema,
  status: stockStatusSchema,
  /** The requested quantity can ship now. */
  is_on_stock: z.boolean(),
  /** Requested units that would go on backorder (0 when everything ships). */
  backorder_quantity: z.number().int(),
  /** Expected restock date (YYYY-MM-DD) where the warehouse knows it. */
  expected_date: z.string().optional(),
  restockable_in_days: z.number().int().optional(),
  /** Warehouse channel key, e.g. ES1. */
  warehouse: z.string(),
});
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

export const inventoryProductResultSchema = z.object({
  /** false: unknown shipping account or product (message says which); results absent. */
  success: z.boolean(),
  message: z.string().optional(),
  results: z.object({ product_availability: productAvailabilitySchema }).optional(),
  /** The request line this result answers. */
  inbound_params: z.object({ item_number: z.string(), uom: z.string(), quantity: z.number().int() }),
});
export type InventoryProductResult = z.infer<typeof inventoryProductResultSchema>;

export const inventoryResponseSchema = z.object({
  shipping_account_number: z.string(),
  /** ISO instant stock was counted at (lots expiring before it are not counted). */
  checked_at: z.string(),
  /** One result per requested product, in request order. */
  products: z.array(inventoryProductResultSchema),
});
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;
