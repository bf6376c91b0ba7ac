import type { Cart, LineItem } from '@chairside/contracts';
import type { CartLineRecord, CartRecord } from '@chairside/db';
import {
  cartSummaryWithCodes,
  discountCodeMessages,
  loyaltySavingOf,
  type AsapEnrollmentStatus,
} from '@chairside/domain';
import { toAddress } from '../me/customer.mapper';
import { deaBlockersOf, type CartCode } from '../order-engine';
import { cartType, lineItemType } from './cart-custom-fields';

const currencyCode = 'USD';
const money = (centAmount: number) => ({ type: 'centPrecision' as const, currencyCode, centAmount, fractionDigits: 2 });

/** Copies the value when it is set: commercetools omits unset optional fields instead of sending null. */
function optional<K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** The cart's loyalty facts every line repeats (spec §3 line fields). */
interface LineLoyalty {
  status: AsapEnrollmentStatus;
  buyingGroup: string | null;
}

const noLoyalty: LineLoyalty = { status: 'NotEnrolled', buyingGroup: null };

function toLineItem(line: CartLineRecord, loyalty: LineLoyalty): LineItem {
  const channel = line.distributionChannelId
    ? { typeId: 'channel' as const, id: line.distributionChannelId }
    : undefined;
  return {
    id: line.id,
    productId: line.productId,
    ...optional('productKey', line.productKey),
    name: line.name,
    ...optional('productSlug', line.productSlug),
    productType: { typeId: 'product-type', id: line.productType },
    variant: {
      id: line.variantId,
      sku: line.sku,
      prices: [],
      images: line.variantImages,
      attributes: Object.entries(line.variantAttributes).map(([name, value]) => ({ name, value })),
      assets: [],
    },
    price: { id: line.priceId, value: money(line.centAmount), ...optional('channel', channel) },
    quantity: line.quantity,
    totalPrice: money(line.centAmount * line.quantity),
    ...optional('distributionChannel', channel),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    perMethodTaxRate: [],
    state: [],
    priceMode: 'Platform',
    lineItemMode: 'Standard',
    custom: {
      type: { typeId: 'type', id: lineItemType.id },
      fields: {
        ...line.customFields,
        price_channel: line.priceChannel,
        hs_item_number: line.itemNumber,
        hs_uom: line.uom,
        requires_active_dea_license: line.requiresActiveDeaLicense,
        ...optional('asap_product_category', line.asapProductCategory ?? categoryAttribute(line)),
        allow_loyalty_discount: line.loyaltyPercent > 0,
        asap_enrollment_status: loyalty.status,
        ...optional('buying_group', loyalty.buyingGroup),
        ...(line.loyaltyPercent > 0
          ? { loyalty_percent: line.loyaltyPercent, loyalty_saving: line.loyaltySavingCentAmount }
          : {}),
      },
    },
    addedAt: line.addedAt.toISOString(),
    lastModifiedAt: line.lastModifiedAt.toISOString(),
  };
}

/** Lines priced before issue 19 carry their category only in the variant's attributes. */
const categoryAttribute = (line: CartLineRecord) =>
  typeof line.variantAttributes.asap_product_category === 'string'
    ? line.variantAttributes.asap_product_category
    : null;

/**
 * LineItems by line record: records are never changed (CartDraft replaces a line it changes), so an unchanged line is
 * mapped once for the cart's loyalty facts (mapped again when those change).
 */
const lineItems = new WeakMap<CartLineRecord, { loyalty: LineLoyalty; item: LineItem }>();

function lineItemOf(line: CartLineRecord, loyalty: LineLoyalty): LineItem {
  const cached = lineItems.get(line);
  if (cached && cached.loyalty.status === loyalty.status && cached.loyalty.buyingGroup === loyalty.buyingGroup)
    return cached.item;
  const item = toLineItem(line, loyalty);
  lineItems.set(line, { loyalty, item });
  return item;
}

type Summary = ReturnType<typeof cartSummaryWithCodes>;
type CodeView = Cart['display']['discountCodes'][number];

/** Each code with its state and amount on this cart, and the text the storefront shows for it. */
function codeViewsOf(codes: readonly CartCode[], summary: Summary): CodeView[] {
  return codes.map((code, index) => {
    const applied = summary.discountCodes[index]!;
    return {
      id: code.id,
      code: code.terms.code,
      state: applied.state,
      amount: applied.amount,
      message: discountCodeMessages.state(code.terms.code, applied.state, code.terms.minimumSubtotal),
    };
  });
}

function shippingInfoOf(cart: CartRecord, summary: Summary): Cart['shippingInfo'] {
  const rate = cart.shippingInfo;
  if (!rate) return undefined;
  return {
    shippingMethodName: rate.shippingMethodName,
    price: money(summary.shippingAmount),
    shippingMethod: { typeId: 'shipping-method' as const, id: rate.shippingMethodId },
    shippingMethodState: 'MatchesCart' as const,
  };
}

/** The spec §3 cart custom fields: the fees as computed now, and the accounts of the chosen addresses. */
function customFieldsOf(cart: CartRecord, summary: Summary): Cart['custom']['fields'] {
  const { po_number: poNumber } = cart.customFields;
  return {
    handling_fee: money(summary.fees.handlingFee),
    minimum_order_fee: money(summary.fees.minimumOrderFee),
    hazardous_fee: money(summary.fees.hazardousFee),
    refrigerated_fee: money(summary.fees.refrigeratedFee),
    excessive_weight_fee: money(summary.fees.excessiveWeightFee),
    processed_by_erp: cart.processedByErp,
    ...optional('business_unit', cart.businessUnitId),
    ...optional('shipping_account', cart.shippingAddress?.shippingAccountNumber),
    ...optional(
      'billing_account',
      cart.billingAddress?.billingAccountNumber ?? cart.shippingAddress?.billingAccountNumber,
    ),
    ...optional('warehouse_assignment', cart.shippingAddress?.warehouseChannelId),
    ...optional('po_number', typeof poNumber === 'string' ? poNumber : undefined),
  };
}

/** Our display view: the totals the cart page shows, the progress bar and what blocks checkout. */
function displayOf(
  cart: CartRecord,
  lines: readonly CartLineRecord[],
  summary: Summary,
  codeViews: CodeView[],
  blockers: Cart['display']['checkoutBlockers'],
  progressBar: boolean,
): Cart['display'] {
  return {
    lineItemsTotal: summary.lineItemsTotal,
    totalItems: summary.totalLineItemQuantity,
    handlingFee: summary.fees.handlingFee,
    minimumOrderFee: summary.fees.minimumOrderFee,
    hazardousFee: summary.fees.hazardousFee,
    refrigeratedFee: summary.fees.refrigeratedFee,
    excessiveWeightFee: summary.fees.excessiveWeightFee,
    shippingAmount: summary.shippingAmount,
    loyaltySaving: loyaltySavingOf(lines),
    ...optional('loyaltyTier', cart.loyalty?.tier),
    discountTotal: summary.discountTotal,
    discountCodes: codeViews,
    total: summary.total,
    progressBar: progressBar ? summary.progressBar : null,
    checkoutBlockers: blockers,
    canCheckout: lines.length > 0 && blockers.length === 0,
  };
}

/**
 * The commercetools Cart with the spec §3 fee custom fields and our display view, all computed
 * here from packages/domain on every answer (discount codes, fees, totals, progress bar, DEA
 * blockers at `at`). `codes` are the cart's discount codes as loadCartCodes reads them; the
 * progress bar is left out (null) while it is switched off.
 */
export function toCart(
  cart: CartRecord,
  lines: readonly CartLineRecord[],
  at: Date,
  codes: readonly CartCode[],
  { progressBar }: { progressBar: boolean },
): Cart {
  const summary = cartSummaryWithCodes(
    lines,
    cart.shippingInfo,
    codes.map((code) => code.terms),
    at,
  );
  const codeViews = codeViewsOf(codes, summary);
  const loyalty = cart.loyalty ? { status: cart.loyalty.status, buyingGroup: cart.loyalty.buyingGroup } : noLoyalty;
  const stateById = new Map(codeViews.map((code) => [code.id, code.state]));
  return {
    id: cart.id,
    version: cart.version,
    ...optional('customerId', cart.customerId),
    ...optional('anonymousId', cart.anonymousId),
    ...optional('customerEmail', cart.customerEmail),
    lineItems: lines.map((line) => lineItemOf(line, loyalty)),
    customLineItems: [],
    ...(lines.length > 0 ? { totalLineItemQuantity: summary.totalLineItemQuantity } : {}),
    totalPrice: money(summary.cartTotal),
    cartState: cart.cartState,
    origin: cart.origin,
    taxMode: 'Platform',
    priceRoundingMode: 'HalfEven',
    taxRoundingMode: 'HalfEven',
    taxCalculationMode: 'LineItemLevel',
    inventoryMode: 'None',
    shippingMode: 'Single',
    shipping: [],
    itemShippingAddresses: [],
    discountCodes: cart.discountCodes.map((code) => ({
      discountCode: { typeId: 'discount-code' as const, id: code.discountCodeId },
      state: stateById.get(code.discountCodeId) ?? code.state,
    })),
    directDiscounts: [],
    refusedGifts: [],
    ...optional('shippingAddress', cart.shippingAddress ? toAddress(cart.shippingAddress) : undefined),
    ...optional('billingAddress', cart.billingAddress ? toAddress(cart.billingAddress) : undefined),
    ...optional('shippingInfo', shippingInfoOf(cart, summary)),
    custom: { type: { typeId: 'type', id: cartType.id }, fields: customFieldsOf(cart, summary) },
    display: displayOf(cart, lines, summary, codeViews, deaBlockersOf(lines, cart.shippingAddress, at), progressBar),
    createdAt: cart.createdAt.toISOString(),
    lastModifiedAt: cart.lastModifiedAt.toISOString(),
  };
}
