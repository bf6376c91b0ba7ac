import { describe, expect, it } from 'vitest';
import {
  cartLimits,
  cartMessages,
  cartSummary,
  cartSummaryWithCodes,
  quantityProblem,
  shippingAmount,
} from './cart-rules';

describe('quantityProblem', () => {
  it.each([
    [1, 1, undefined],
    [cartLimits.maxLineQuantity, 1, undefined],
    [0, 0, undefined],
    [0, 1, cartMessages.quantityTooSmall(1)],
    [-1, 0, cartMessages.quantityTooSmall(0)],
    [1.5, 1, cartMessages.quantityNotWhole(1.5)],
    [1e9, 1, cartMessages.quantityTooLarge],
    [cartLimits.maxLineQuantity + 1, 0, cartMessages.quantityTooLarge],
    ['2', 1, cartMessages.quantityNotWhole('2')],
    [Number.NaN, 1, cartMessages.quantityNotWhole(Number.NaN)],
  ] as const)('%s (min %s)', (quantity, min, expected) => {
    expect(quantityProblem(quantity, min)).toBe(expected);
  });
});

describe('cartSummary (spec §9)', () => {
  it('an empty cart still carries handling and the minimum-order fee', () => {
    const summary = cartSummary([]);
    expect(summary).toMatchObject({ lineItemsTotal: 0, totalLineItemQuantity: 0, shippingAmount: 0, total: 599 + 949 });
    expect(summary.fees).toEqual({
      handlingFee: 599,
      minimumOrderFee: 949,
      hazardousFee: 0,
      refrigeratedFee: 0,
      excessiveWeightFee: 0,
    });
  });

  it.each([
    [24_899, 949],
    [24_900, 0],
  ])('lines of %i cents pay a minimum-order fee of %i', (lineTotal, minimumOrderFee) => {
    const summary = cartSummary([{ centAmount: lineTotal, quantity: 1 }]);
    expect(summary.fees.minimumOrderFee).toBe(minimumOrderFee);
    expect(summary.total).toBe(lineTotal + 599 + minimumOrderFee);
  });

  it('sums lines by quantity and counts spend without the fees', () => {
    const summary = cartSummary([
      { centAmount: 1999, quantity: 3 },
      { centAmount: 50_000, quantity: 2 },
    ]);
    expect(summary.lineItemsTotal).toBe(105_997);
    expect(summary.totalLineItemQuantity).toBe(5);
    expect(summary.progressBar.spend).toBe(1059);
    expect(summary.progressBar.text).toBe('Spend $ 441 more to save 25%');
  });

  it('charges the shipping rate until the free-above amount', () => {
    const rate = { rateCentAmount: 1500, freeAboveCentAmount: 30_000 };
    expect(shippingAmount(rate, 29_999)).toBe(1500);
    expect(shippingAmount(rate, 30_000)).toBe(0);
    expect(shippingAmount({ rateCentAmount: 900, freeAboveCentAmount: null }, 1e9)).toBe(900);
    expect(cartSummary([{ centAmount: 100, quantity: 1 }], rate).shippingAmount).toBe(1500);
  });

  it.each([
    // lines, shipping rate, minimum-order fee, cart total (lines + shipping), total, spend counted
    [10_000, 1500, 949, 11_500, 11_500 + 599 + 949, 100],
    // Shipping does not lift a small cart over the minimum-order threshold: the fee looks at the lines.
    [24_000, 1500, 949, 25_500, 25_500 + 599 + 949, 240],
    [30_000, 1500, 0, 31_500, 31_500 + 599, 300],
  ])(
    'lines of %i with shipping %i: minimum-order fee %i, cart total %i, total %i, spend $%i',
    (lines, rate, minimumOrderFee, cartTotal, total, spend) => {
      const summary = cartSummary([{ centAmount: lines, quantity: 1 }], {
        rateCentAmount: rate,
        freeAboveCentAmount: null,
      });
      expect(summary).toMatchObject({ cartTotal, total, shippingAmount: rate });
      expect(summary.fees.minimumOrderFee).toBe(minimumOrderFee);
      // Spend counted = total minus minimum-order fee, handling and shipping: the lines, not the shipping.
      expect(summary.progressBar.spend).toBe(spend);
    },
  );

  it.each([
    // $300 of lines with $60 off: the cart total drops under $249, so the minimum-order fee comes back.
    [30_000, 6_000, 24_000, 949, 24_000 + 599 + 949],
    [30_000, 5_000, 25_000, 0, 25_000 + 599],
    // A discount larger than the lines takes them to zero, never below.
    [1_000, 5_000, 0, 949, 599 + 949],
  ])(
    'lines of %i cents with %i off: cart total %i, minimum-order fee %i, total %i',
    (lines, discount, discounted, minimumOrderFee, total) => {
      const summary = cartSummary([{ centAmount: lines, quantity: 1 }], null, discount);
      expect(summary.lineItemsTotal).toBe(lines);
      expect(summary.discountedLineItemsTotal).toBe(discounted);
      expect(summary.discountTotal).toBe(lines - discounted);
      expect(summary.fees.minimumOrderFee).toBe(minimumOrderFee);
      expect(summary.total).toBe(total);
    },
  );
});

describe('cartSummaryWithCodes', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const code = { isActive: true, validFrom: null, validUntil: null, maxApplications: null, applications: 0 };
  it('applies matching codes before the fees and reports every code with its state', () => {
    const summary = cartSummaryWithCodes(
      [{ centAmount: 10_000, quantity: 3 }],
      null,
      [
        { ...code, code: 'WELCOME10', minimumSubtotal: null, value: { type: 'relative', permyriad: 1000 } },
        { ...code, code: 'BULK25', minimumSubtotal: 50_000, value: { type: 'absolute', centAmount: 2500 } },
      ],
      now,
    );
    expect(summary.discountCodes).toEqual([
      { code: 'WELCOME10', state: 'MatchesCart', amount: 3000 },
      { code: 'BULK25', state: 'DoesNotMatchCart', amount: 0 },
    ]);
    expect(summary.discountedLineItemsTotal).toBe(27_000);
    expect(summary.fees.minimumOrderFee).toBe(0);
    expect(summary.total).toBe(27_000 + 599);
  });
  it('is the plain summary without codes', () => {
    expect(cartSummaryWithCodes([{ centAmount: 500, quantity: 1 }], null, [], now)).toEqual({
      ...cartSummary([{ centAmount: 500, quantity: 1 }]),
      discountCodes: [],
    });
  });
});
