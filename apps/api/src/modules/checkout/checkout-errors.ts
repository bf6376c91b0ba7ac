import type { RepriceChange } from '@chairside/contracts';
import { ApiError } from '../../http/api-error';
import { messages } from '@chairside/domain';

/**
 * The answers of POST /ct/hs-orders about the cart itself; refusals of the address, account, lines and codes come
 * from the order engine (engineErrors), card errors from the payment module.
 */
export const checkoutErrors = {
  cartNotActive: (state: string) =>
    state === 'Frozen'
      ? new ApiError(409, 'InvalidOperation', messages.paymentInProgress)
      : new ApiError(
          400,
          'InvalidOperation',
          state === 'Ordered' ? 'This cart has already been ordered.' : `The cart is ${state} and cannot be ordered.`,
        ),
  emptyCart: () => new ApiError(400, 'InvalidOperation', 'The cart is empty.'),
  noOffice: () => new ApiError(400, 'InvalidOperation', 'Sign in to an office to place an order.'),
  /**
   * 400, not 409: the storefront retries a POST once on 409 (spec §7), which would place the order
   * at the new prices unseen. The cart has been repriced; the customer reviews it on /checkout/cart.
   */
  pricesChanged: (changes: RepriceChange[], cartVersion: number) =>
    new ApiError(
      400,
      'PriceChanged',
      'Prices in your cart have changed. Please review your cart before placing the order.',
      { changes, currentVersion: cartVersion },
    ),
};
