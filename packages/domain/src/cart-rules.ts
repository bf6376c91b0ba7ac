import { applyDiscountCodes, type AppliedDiscountCode, type DiscountCodeTerms } from './discount-codes';
import { cartFees, orderTotal, type CartFees } from './fees';
import { progressBar, type ProgressBarState } from './progress-bar';

/**
 * Limits of a cart. The spec gives none; these keep a typo (an item number pasted into the
 * quantity) from becoming an order, and bound the work one cart can cause.
 */
export const cartLimits = {
  /** Units of one sku in one line. */
  maxLineQuantity: 9_999,
  /** Distinct lines in one cart (quick order pastes many at once). */
  maxLineItems: 1_000,
} as const;

export const cartMessages = {
  quantityNotWhole: (quantity: unknown) => `The quantity must be a whole number; got ${String(quantity)}.`,
  quantityTooSmall: (min: number) => `The quantity must be at least ${min}.`,
  quantityTooLarge: `The quantity must be at most ${cartLimits.maxLineQuantity}.`,
  tooManyLines: `A cart holds at most ${cartLimits.maxLineItems} line items.`,
} as const;

/**
 * Why a quantity is refused, or undefined: a whole number from `min` (1 to add, 0 to change, where
 * 0 removes the line) to the line maximum.
 */
export function quantityProblem(quantity: unknown, min: 0 | 1): string | undefined {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return cartMessages.quantityNotWhole(quantity);
  if (quantity < min) return cartMessages.quantityTooSmall(min);
  if (quantity > cartLimits.maxLineQuantity) return cartMessages.quantityTooLarge;
  return undefined;
}

export interface CartSummaryLine {
  /** Unit price in cents. */
  centAmount: number;
  quantity: number;
}

export interface CartShippingRate {
  rateCentAmount: number;
  freeAboveCentAmount: number | null;
}

export interface CartSummary {
  /** Sum of the lines before discount codes. */
  lineItemsTotal: number;
  /** Taken off the lines by matching discount codes. */
  discountTotal: number;
  /** The lines after discounts: the minimum-order fee and free shipping are reckoned on it. */
  discountedLineItemsTotal: number;
  /** commercetools cart totalPrice: the lines after discounts plus shipping. */
  cartTotal: number;
  totalLineItemQuantity: number;
  fees: CartFees;
  shippingAmount: number;
  /**
   * Spec §9: cart total + handling + minimum-order + hazardous + refrigerated fees. The cart total
   * holds the shipping (as commercetools' totalPrice does), which is why the progress bar takes
   * shipping off again.
   */
  total: number;
  progressBar: ProgressBarState;
}

/** A shipping rate that is free from a line total on (commercetools freeAbove). */
export function shippingAmount(rate: CartShippingRate | null | undefined, lineItemsTotal: number): number {
  if (!rate) return 0;
  return rate.freeAboveCentAmount !== null && lineItemsTotal >= rate.freeAboveCentAmount ? 0 : rate.rateCentAmount;
}

/**
 * Totals, fees and the spend progress bar of a cart: the API's answer and the storefront's preview.
 * `discountTotal` is what matching discount codes take off the lines (see applyDiscountCodes).
 */
export function cartSummary(
  lines: readonly CartSummaryLine[],
  rate?: CartShippingRate | null,
  discountTotal = 0,
): CartSummary {
  let lineItemsTotal = 0;
  let totalLineItemQuantity = 0;
  for (const line of lines) {
    lineItemsTotal += line.centAmount * line.quantity;
    totalLineItemQuantity += line.quantity;
  }
  const discount = Math.min(Math.max(discountTotal, 0), lineItemsTotal);
  const discountedLineItemsTotal = lineItemsTotal - discount;
  const fees = cartFees(discountedLineItemsTotal);
  const shipping = shippingAmount(rate, discountedLineItemsTotal);
  const cartTotal = discountedLineItemsTotal + shipping;
  const total = orderTotal(cartTotal, fees);
  return {
    lineItemsTotal,
    discountTotal: discount,
    discountedLineItemsTotal,
    cartTotal,
    totalLineItemQuantity,
    fees,
    shippingAmount: shipping,
    total,
    progressBar: progressBar({ total, minimumOrderFee: fees.minimumOrderFee, handlingFee: fees.handlingFee, shipping }),
  };
}

/**
 * The cart summary with its discount codes applied (in the order they were added) at `now`: each
 * code's state and amount, and the totals after them. The API's cart and order answer from this.
 */
export function cartSummaryWithCodes(
  lines: readonly CartSummaryLine[],
  rate: CartShippingRate | null | undefined,
  codes: readonly DiscountCodeTerms[],
  now: Date,
): CartSummary & { discountCodes: AppliedDiscountCode[] } {
  const undiscounted = cartSummary(lines, rate);
  if (codes.length === 0) return { ...undiscounted, discountCodes: [] };
  const { applied, discountTotal } = applyDiscountCodes(codes, undiscounted.lineItemsTotal, now);
  return { ...cartSummary(lines, rate, discountTotal), discountCodes: applied };
}
