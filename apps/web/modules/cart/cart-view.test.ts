import type { CartDisplay } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { feeRows } from './cart-view';

const display = (fees: Partial<CartDisplay>): CartDisplay => ({
  lineItemsTotal: 0,
  totalItems: 0,
  handlingFee: 599,
  minimumOrderFee: 949,
  hazardousFee: 0,
  refrigeratedFee: 0,
  excessiveWeightFee: 0,
  shippingAmount: 0,
  total: 0,
  discountTotal: 0,
  discountCodes: [],
  progressBar: { spend: 0, fillPercent: 0, text: 'Spend $ 800 more to save 20%' },
  checkoutBlockers: [],
  canCheckout: true,
  ...fees,
});

describe('feeRows', () => {
  it('shows the API fees as given: handling always, minimum order when charged', () => {
    expect(feeRows(display({}))).toEqual([
      { label: 'Handling fee', amount: '$5.99', testId: 'fee-handling' },
      { label: 'Minimum order fee', amount: '$9.49', testId: 'fee-minimum-order' },
    ]);
    expect(feeRows(display({ minimumOrderFee: 0 })).map((row) => row.testId)).toEqual(['fee-handling']);
  });

  it('lists a hazardous or refrigerated fee only when the API charges one', () => {
    expect(feeRows(display({ minimumOrderFee: 0, hazardousFee: 1250 }))).toContainEqual({ label: 'Hazardous fee', amount: '$12.50', testId: 'fee-hazardous' });
  });
});
