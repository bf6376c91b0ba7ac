import type { RepriceChange } from '@chairside/contracts';
import { checkoutMessages, discountCodeMessages, type CheckoutRefusal, type DeaCheckoutBlocker } from '@chairside/domain';
import { ApiError } from '../../http/api-error';

/** The answers of POST /ct/hs-orders that are not the payment module's (card errors come from card-payments). */
export const checkoutErrors = {
  cartNotActive: (state: string) => new ApiError(400, 'InvalidOperation', state === 'Ordered' ? 'This cart has already been ordered.' : `The cart is ${state} and cannot be ordered.`),
  emptyCart: () => new ApiError(400, 'InvalidOperation', 'The cart is empty.'),
  noOffice: () => new ApiError(400, 'InvalidOperation', 'Sign in to an office to place an order.'),
  noShippingAddress: () => new ApiError(400, 'InvalidOperation', 'Choose a shipping address before placing the order.', { field: 'shippingAddress' }),
  addressNotEligible: () =>
    new ApiError(400, 'InvalidOperation', 'The selected address is not currently available for online ordering. Please contact customer service.', { field: 'shippingAddress' }),
  /** 400, not 403: this API's 403 is the OAuth insufficient_scope answer (access-control), and the refusal is about the account, not the token. */
  refused: (reason: CheckoutRefusal) => new ApiError(400, reason, checkoutMessages[reason]),
  unsellable: (skus: string[]) => new ApiError(400, 'MatchingPriceNotFound', `These items can no longer be ordered online: ${skus.join(', ')}. Remove them from the cart.`, { skus }),
  /**
   * 400, not 409: the storefront retries a POST once on 409 (spec §7), which would place the order
   * at the new prices unseen. The cart has been repriced; the customer reviews it on /checkout/cart.
   */
  pricesChanged: (changes: RepriceChange[], cartVersion: number) =>
    new ApiError(400, 'PriceChanged', 'Prices in your cart have changed. Please review your cart before placing the order.', { changes, currentVersion: cartVersion }),
  /** A limited code was used up by other orders while this cart held it; the customer removes it or orders without it. */
  discountCodeUsedUp: (code: string) =>
    new ApiError(400, 'DiscountCodeNonApplicable', discountCodeMessages.state(code, 'MaxApplicationReached', null), { discountCode: code, reason: 'MaxApplicationReached' }),
  deaBlocked: (blockers: DeaCheckoutBlocker[]) =>
    new ApiError(400, 'DeaLicenseRequired', `${blockers[0]!.message} Items: ${blockers.map((blocker) => blocker.sku).join(', ')}.`, {
      lineItems: blockers.map(({ lineItemId, sku, reason }) => ({ lineItemId, sku, reason })),
    }),
};
