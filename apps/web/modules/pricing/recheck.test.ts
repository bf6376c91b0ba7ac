import { describe, expect, it } from 'vitest';
import {
  changedSkus,
  isDue,
  msUntilPriceCheck,
  priceCheckIntervalMs,
  rememberStates,
  stockChangeMessageIntervalMs,
} from './recheck';

const minute = 60_000;

describe('spec §9 recheck intervals', () => {
  it('uses 30 minutes for the stock-change message and 60 for the price check', () => {
    expect(stockChangeMessageIntervalMs).toBe(30 * minute);
    expect(priceCheckIntervalMs).toBe(60 * minute);
  });

  it.each([
    [undefined, 0, true],
    [Number.NaN, 0, true],
    [0, 29 * minute, false],
    [0, 30 * minute - 1, false],
    [0, 30 * minute, true],
    [0, 45 * minute, true],
  ])('last shown at %s, now %s: due %s', (lastAt, now, due) => {
    expect(isDue(lastAt, now, stockChangeMessageIntervalMs)).toBe(due);
  });

  it('counts the price check from when the prices were selected', () => {
    expect(msUntilPriceCheck(0, 10 * minute)).toBe(50 * minute);
    expect(msUntilPriceCheck(0, 61 * minute)).toBe(0);
  });
});

describe('stock changes', () => {
  it('reports skus seen before whose state changed, not new ones', () => {
    expect(changedSkus({ a: 'in_stock', b: 'low_stock' }, { a: 'backorder', b: 'low_stock', c: 'in_stock' })).toEqual([
      'a',
    ]);
  });

  it('remembers the latest states and drops the oldest beyond the limit', () => {
    const remembered = rememberStates(
      { a: 'in_stock', b: 'in_stock', c: 'in_stock' },
      { a: 'backorder', d: 'low_stock' },
      3,
    );
    expect(remembered).toEqual({ c: 'in_stock', a: 'backorder', d: 'low_stock' });
  });
});
