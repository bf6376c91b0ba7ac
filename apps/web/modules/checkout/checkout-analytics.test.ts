import { describe, expect, it } from 'vitest';
import { cart, order } from './checkout-fixtures.test-helpers';
import {
  AnalyticsMappingError,
  analyticsProducts,
  checkoutStartedProperties,
  orderCompletedProperties,
} from './checkout-analytics';

describe('analytics line mapping (spec §5)', () => {
  it('maps each line with sku, item number, unit, name, quantity and the unit price in dollars', () => {
    expect(
      analyticsProducts([{ sku: 'S1', itemNumber: '1001', uom: 'BX', name: 'Gloves', quantity: 3, centAmount: 1299 }]),
    ).toEqual([{ sku: 'S1', item_number: '1001', uom: 'BX', name: 'Gloves', quantity: 3, price: 12.99 }]);
  });

  it.each([{ sku: '' }, { sku: undefined }])('fails for a line without sku ($sku)', ({ sku }) => {
    expect(() =>
      analyticsProducts([{ sku, itemNumber: '1', uom: 'BX', name: 'X', quantity: 1, centAmount: 1 }]),
    ).toThrow(AnalyticsMappingError);
  });

  it('Checkout Started carries the cart, its total and every line', () => {
    const properties = checkoutStartedProperties(cart([{ sku: 'A', quantity: 2, cents: 500 }, { sku: 'B' }]));
    expect(properties).toMatchObject({ cart_id: 'cart-1', value: 123.45, currency: 'USD', product_count: 2 });
    expect(properties.products).toEqual([
      { sku: 'A', item_number: 'IN-A', uom: 'BX', name: 'Product A', quantity: 2, price: 5 },
      { sku: 'B', item_number: 'IN-B', uom: 'BX', name: 'Product B', quantity: 1, price: 10 },
    ]);
  });

  it('Order Completed carries the order number and total', () => {
    expect(orderCompletedProperties(order([{ sku: 'A' }]))).toMatchObject({
      order_id: 'order-1',
      order_number: 'CS-100001',
      total: 25.99,
      product_count: 1,
    });
  });

  it('a cart too long for one event keeps its totals and says its product list was cut', () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({
      sku: `SKU-${index}`,
      name: 'A product with a rather long descriptive name',
    }));
    const properties = checkoutStartedProperties(cart(lines));
    expect(JSON.stringify(properties).length).toBeLessThanOrEqual(4096);
    expect(properties).toMatchObject({ product_count: 200, products_truncated: true });
    expect((properties.products as unknown[]).length).toBeGreaterThan(0);
  });
});
