import type { ProductAvailability } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { cartLineStockText, formatExpectedDate, stockText } from './stock-text';

function availability(overrides: Partial<ProductAvailability> & { onHand: number }): ProductAvailability {
  const { onHand, ...rest } = overrides;
  return {
    primary_uom: { uom: 'BX', quantity: onHand },
    secondary_uom: { uom: 'EA', quantity: onHand * 100 },
    status: 'in_stock',
    is_on_stock: true,
    backorder_quantity: 0,
    warehouse: 'ES1',
    ...rest,
  };
}

describe('stockText', () => {
  it.each([
    [{ onHand: 1200 }, { tone: 'in', label: 'In stock', detail: '1,200 available' }],
    [
      { onHand: 3, status: 'low_stock' as const },
      { tone: 'low', label: 'Low stock', detail: 'Only 3 left' },
    ],
    [
      {
        onHand: 0,
        status: 'backorder' as const,
        is_on_stock: false,
        backorder_quantity: 1,
        expected_date: '2026-06-03',
      },
      { tone: 'out', label: 'Backordered', detail: 'Expected Jun 3, 2026' },
    ],
    [
      { onHand: 0, status: 'backorder' as const, is_on_stock: false, backorder_quantity: 1 },
      { tone: 'out', label: 'Backordered', detail: undefined },
    ],
    [
      {
        onHand: 2,
        status: 'backorder' as const,
        is_on_stock: false,
        backorder_quantity: 3,
        expected_date: '2026-12-31',
      },
      { tone: 'out', label: 'Backordered', detail: '2 available now, expected Dec 31, 2026' },
    ],
  ])('%o reads %o', (input, expected) => {
    expect(stockText(availability(input))).toEqual(expected);
  });
});

describe('cartLineStockText', () => {
  it.each([
    [{ onHand: 40 }, 12, { tone: 'in', label: 'In stock', detail: 'All 12 ship now' }],
    [{ onHand: 5, status: 'low_stock' as const }, 5, { tone: 'in', label: 'In stock', detail: 'All 5 ship now' }],
    [
      { onHand: 2, status: 'backorder' as const, is_on_stock: false, backorder_quantity: 3 },
      5,
      { tone: 'out', label: 'Backordered', detail: '3 on backorder, 2 ship now' },
    ],
    [
      {
        onHand: 0,
        status: 'backorder' as const,
        is_on_stock: false,
        backorder_quantity: 1500,
        expected_date: '2026-12-31',
      },
      1500,
      { tone: 'out', label: 'Backordered', detail: '1,500 on backorder, expected Dec 31, 2026' },
    ],
  ])('%o for %i units reads %o', (input, quantity, expected) => {
    expect(cartLineStockText(availability(input), quantity)).toEqual(expected);
  });
});

describe('formatExpectedDate', () => {
  it('keeps the calendar day whatever the time zone', () => {
    expect(formatExpectedDate('2026-01-01')).toBe('Jan 1, 2026');
  });
  it.each([undefined, '', 'soon', '2026-13-45'])('ignores %o', (value) => {
    expect(formatExpectedDate(value)).toBeUndefined();
  });
});
