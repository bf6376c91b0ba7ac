import { describe, expect, it } from 'vitest';
import { cartFees, orderTotal } from './fees';

describe('cart fees (spec §9)', () => {
  it.each([
    { cartTotal: 0, minimumOrderFee: 949, total: 0 + 599 + 949 },
    { cartTotal: 24_899, minimumOrderFee: 949, total: 24_899 + 599 + 949 },
    { cartTotal: 24_900, minimumOrderFee: 0, total: 24_900 + 599 },
    { cartTotal: 100_000, minimumOrderFee: 0, total: 100_000 + 599 },
  ])(
    'cart total $cartTotal → minimum-order fee $minimumOrderFee, total $total',
    ({ cartTotal, minimumOrderFee, total }) => {
      const values = cartFees(cartTotal);
      expect(values).toEqual({
        handlingFee: 599,
        minimumOrderFee,
        hazardousFee: 0,
        refrigeratedFee: 0,
        excessiveWeightFee: 0,
      });
      expect(orderTotal(cartTotal, values)).toBe(total);
    },
  );
});
