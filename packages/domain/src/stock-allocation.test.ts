import { describe, expect, it } from 'vitest';
import { allocateStock, type ReservableLot, type StockAllocation, type StockDemand } from './stock-allocation';

const at = new Date('2026-03-10T12:00:00.000Z');
const day = (offset: number) => new Date(at.getTime() + offset * 86_400_000);
const lot = (id: string, sku: string, quantity: number, expiresAt: Date | null = null): ReservableLot => ({
  id,
  sku,
  quantity,
  expiresAt,
});

describe('allocateStock', () => {
  it.each<{ name: string; demands: StockDemand[]; lots: ReservableLot[]; expected: StockAllocation }>([
    {
      name: 'no demands: nothing to do',
      demands: [],
      lots: [lot('a', 'S-1', 5)],
      expected: { takes: [], reservations: [] },
    },
    {
      name: 'no lots: everything is backordered',
      demands: [{ sku: 'S-1', quantity: 3 }],
      lots: [],
      expected: { takes: [], reservations: [{ sku: 'S-1', reserved: 0, backordered: 3 }] },
    },
    {
      name: 'one lot with enough',
      demands: [{ sku: 'S-1', quantity: 3 }],
      lots: [lot('a', 'S-1', 10)],
      expected: { takes: [{ lotId: 'a', quantity: 3 }], reservations: [{ sku: 'S-1', reserved: 3, backordered: 0 }] },
    },
    {
      name: 'the earliest expiry is taken first, whatever order the lots come in',
      demands: [{ sku: 'S-1', quantity: 4 }],
      lots: [lot('never', 'S-1', 10), lot('late', 'S-1', 10, day(60)), lot('soon', 'S-1', 10, day(5))],
      expected: {
        takes: [{ lotId: 'soon', quantity: 4 }],
        reservations: [{ sku: 'S-1', reserved: 4, backordered: 0 }],
      },
    },
    {
      name: 'a demand split across lots, the one without expiry last',
      demands: [{ sku: 'S-1', quantity: 12 }],
      lots: [lot('never', 'S-1', 10), lot('soon', 'S-1', 3, day(5)), lot('late', 'S-1', 4, day(60))],
      expected: {
        takes: [
          { lotId: 'soon', quantity: 3 },
          { lotId: 'late', quantity: 4 },
          { lotId: 'never', quantity: 5 },
        ],
        reservations: [{ sku: 'S-1', reserved: 12, backordered: 0 }],
      },
    },
    {
      name: 'more than all lots hold: the rest is backordered',
      demands: [{ sku: 'S-1', quantity: 9 }],
      lots: [lot('a', 'S-1', 2, day(1)), lot('b', 'S-1', 3)],
      expected: {
        takes: [
          { lotId: 'a', quantity: 2 },
          { lotId: 'b', quantity: 3 },
        ],
        reservations: [{ sku: 'S-1', reserved: 5, backordered: 4 }],
      },
    },
    {
      name: 'expired lots and one expiring exactly now are never taken',
      demands: [{ sku: 'S-1', quantity: 5 }],
      lots: [lot('gone', 'S-1', 50, day(-1)), lot('now', 'S-1', 50, at), lot('good', 'S-1', 2, day(1))],
      expected: {
        takes: [{ lotId: 'good', quantity: 2 }],
        reservations: [{ sku: 'S-1', reserved: 2, backordered: 3 }],
      },
    },
    {
      name: 'lots of equal expiry go by id',
      demands: [{ sku: 'S-1', quantity: 3 }],
      lots: [lot('b', 'S-1', 2, day(5)), lot('a', 'S-1', 2, day(5))],
      expected: {
        takes: [
          { lotId: 'a', quantity: 2 },
          { lotId: 'b', quantity: 1 },
        ],
        reservations: [{ sku: 'S-1', reserved: 3, backordered: 0 }],
      },
    },
    {
      name: 'the same sku twice is summed; skus come back in sku order and take only their own lots',
      demands: [
        { sku: 'S-2', quantity: 1 },
        { sku: 'S-1', quantity: 2 },
        { sku: 'S-2', quantity: 4 },
      ],
      lots: [lot('s2', 'S-2', 10), lot('s1', 'S-1', 1), lot('other', 'S-9', 100)],
      expected: {
        takes: [
          { lotId: 's1', quantity: 1 },
          { lotId: 's2', quantity: 5 },
        ],
        reservations: [
          { sku: 'S-1', reserved: 1, backordered: 1 },
          { sku: 'S-2', reserved: 5, backordered: 0 },
        ],
      },
    },
    {
      name: 'zero (or negative) demands and empty lots take nothing',
      demands: [
        { sku: 'S-1', quantity: 0 },
        { sku: 'S-2', quantity: -3 },
        { sku: 'S-3', quantity: 2 },
      ],
      lots: [lot('s1', 'S-1', 10), lot('s2', 'S-2', 10), lot('empty', 'S-3', 0), lot('s3', 'S-3', 1)],
      expected: {
        takes: [{ lotId: 's3', quantity: 1 }],
        reservations: [
          { sku: 'S-1', reserved: 0, backordered: 0 },
          { sku: 'S-2', reserved: 0, backordered: 0 },
          { sku: 'S-3', reserved: 1, backordered: 1 },
        ],
      },
    },
  ])('$name', ({ demands, lots, expected }) => {
    expect(allocateStock(demands, lots, at)).toEqual(expected);
  });
});
