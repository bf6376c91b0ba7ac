import {
  checkoutMessages,
  discountCodeMessages,
  messages,
  type CheckoutRefusal,
  type DeaCheckoutBlocker,
} from '@chairside/domain';
import { ApiError } from '../../http/api-error';

/** Why the order engine refuses a cart, an address or an order; every caller (carts, checkout, plans) answers alike. */
export const engineErrors = {
  /** Spec §8 "address not eligible": the storefront opens its Attention popup on this code. */
  addressNotEligible: () =>
    new ApiError(400, 'AddressNotEligible', messages.addressNotEligible, { field: 'shippingAddress' }),
  noShippingAddress: () =>
    new ApiError(400, 'InvalidOperation', 'Choose a shipping address before placing the order.', {
      field: 'shippingAddress',
    }),
  /**
   * 400, not 403: this API's 403 is the OAuth insufficient_scope answer, and the refusal is about the account, not
   * the token.
   */
  refused: (reason: CheckoutRefusal) => new ApiError(400, reason, checkoutMessages[reason]),
  unsellable: (skus: string[]) =>
    new ApiError(
      400,
      'MatchingPriceNotFound',
      `These items can no longer be ordered online: ${skus.join(', ')}. Remove them from the cart.`,
      { skus },
    ),
  /** A limited code was used up by other orders while this cart held it; the customer removes it or orders without it. */
  discountCodeUsedUp: (code: string) =>
    new ApiError(400, 'DiscountCodeNonApplicable', discountCodeMessages.state(code, 'MaxApplicationReached', null), {
      discountCode: code,
      reason: 'MaxApplicationReached',
    }),
  deaBlocked: (blockers: DeaCheckoutBlocker[]) =>
    new ApiError(
      400,
      'DeaLicenseRequired',
      `${blockers[0]!.message} Items: ${blockers.map((blocker) => blocker.sku).join(', ')}.`,
      { lineItems: blockers.map(({ lineItemId, sku, reason }) => ({ lineItemId, sku, reason })) },
    ),
};
