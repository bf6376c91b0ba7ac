import type { Cart, CartDisplay } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { cartLineViews, loyaltySavingRow, summaryRows } from './cart-view';

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
  loyaltySaving: 0,
  discountCodes: [],
  progressBar: { spend: 0, fillPercent: 0, text: 'Spend $ 800 more to save 20%' },
  checkoutBlockers: [],
  canCheckout: true,
  ...fees,
});

describe('summaryRows', () => {
  it('shows the API fees as given: handling always, minimum order when charged', () => {
    expect(summaryRows(display({}))).toEqual([
      { label: 'Handling fee', amount: '$5.99', testId: 'fee-handling' },
      { label: 'Minimum order fee', amount: '$9.49', testId: 'fee-minimum-order' },
    ]);
    expect(summaryRows(display({ minimumOrderFee: 0 })).map((row) => row.testId)).toEqual(['fee-handling']);
  });

  it('lists a hazardous or refrigerated fee only when the API charges one', () => {
    expect(summaryRows(display({ minimumOrderFee: 0, hazardousFee: 1250 }))).toContainEqual({
      label: 'Hazardous fee',
      amount: '$12.50',
      testId: 'fee-hazardous',
    });
  });

  it("puts the discount codes' total first, when there is one", () => {
    expect(summaryRows(display({ minimumOrderFee: 0, discountTotal: 2500 }))[0]).toEqual({
      label: 'Discount',
      amount: '−$25.00',
      testId: 'discount-total',
    });
    expect(summaryRows(display({ discountTotal: 0 })).map((row) => row.testId)).not.toContain('discount-total');
  });

  it('shows the chosen shipping method with its amount (the total holds it), free as "Free"', () => {
    const ground = {
      shippingMethodName: 'Ground',
      price: { type: 'centPrecision', currencyCode: 'USD', centAmount: 1500, fractionDigits: 2 },
      shippingMethod: { typeId: 'shipping-method', id: 'ground' },
      shippingMethodState: 'MatchesCart',
    } as const;
    expect(summaryRows(display({ minimumOrderFee: 0, shippingAmount: 1500 }), ground)).toEqual([
      { label: 'Shipping (Ground)', amount: '$15.00', testId: 'shipping-amount' },
      { label: 'Handling fee', amount: '$5.99', testId: 'fee-handling' },
    ]);
    expect(summaryRows(display({ minimumOrderFee: 0, shippingAmount: 0 }), ground)[0]?.amount).toBe('Free');
    expect(summaryRows(display({})).map((row) => row.testId)).not.toContain('shipping-amount');
  });
});

describe('loyaltySavingRow', () => {
  it("shows what loyalty took off the items, with the office's tier", () => {
    expect(loyaltySavingRow(display({ loyaltySaving: 1234, loyaltyTier: 'Silver' }))).toEqual({
      label: 'ASAP loyalty savings (Silver)',
      amount: '−$12.34',
    });
    expect(loyaltySavingRow(display({ loyaltySaving: 500 }))?.label).toBe('ASAP loyalty savings');
  });

  it('has no row without a saving', () => {
    expect(loyaltySavingRow(display({ loyaltySaving: 0, loyaltyTier: 'Member' }))).toBeUndefined();
  });
});

describe('cartLineViews loyalty', () => {
  const cartWith = (fields: Record<string, unknown>) =>
    ({
      lineItems: [
        {
          id: 'l1',
          name: { 'en-US': 'Nitrile gloves' },
          quantity: 3,
          price: { value: { centAmount: 1900 } },
          totalPrice: { centAmount: 5700 },
          variant: { sku: 'GL-1', images: [], attributes: [] },
          custom: { fields: { hs_item_number: 'GL', hs_uom: 'BX', requires_active_dea_license: false, ...fields } },
        },
      ],
    }) as unknown as Cart;

  it('shows the saving of the whole line: cents per unit times the quantity', () => {
    expect(cartLineViews(cartWith({ loyalty_percent: 5, loyalty_saving: 100 }))[0]?.loyalty).toBe(
      'ASAP 5% loyalty −$3.00',
    );
  });

  it('says nothing on a line loyalty did not reduce', () => {
    expect(cartLineViews(cartWith({ loyalty_saving: 0 }))[0]?.loyalty).toBeUndefined();
    expect(cartLineViews(cartWith({}))[0]?.loyalty).toBeUndefined();
  });
});
