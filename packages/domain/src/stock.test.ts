import { describe, expect, it } from 'vitest';
import { lowStockUnits, stockAvailability, type StockLot } from './stock';

const now = new Date('2026-03-10T12:00:00.000Z');
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000);

describe('stockAvailability (spec §3, §4)', () => {
  it.each<{
    name: string;
    lots: StockLot[];
    requested: number;
    onHand: number;
    status: string;
    backorder: number;
    expected?: Date;
  }>([
    {
      name: 'lots without expiration all count',
      lots: [{ quantity: 40 }, { quantity: 2 }],
      requested: 10,
      onHand: 42,
      status: 'in_stock',
      backorder: 0,
    },
    {
      name: 'an expired lot is not counted',
      lots: [
        { quantity: 40, expiresAt: day(-1) },
        { quantity: 12, expiresAt: day(30) },
      ],
      requested: 10,
      onHand: 12,
      status: 'in_stock',
      backorder: 0,
    },
    {
      name: 'a lot expiring exactly now is expired',
      lots: [{ quantity: 40, expiresAt: now }],
      requested: 1,
      onHand: 0,
      status: 'backorder',
      backorder: 1,
    },
    {
      name: 'few units left but enough: low stock',
      lots: [{ quantity: lowStockUnits }],
      requested: 2,
      onHand: lowStockUnits,
      status: 'low_stock',
      backorder: 0,
    },
    {
      name: 'short: the rest goes on backorder, expected by the restock estimate',
      lots: [{ quantity: 3, restockableInDays: 4 }],
      requested: 10,
      onHand: 3,
      status: 'backorder',
      backorder: 7,
      expected: day(4),
    },
    {
      name: 'out of stock with an announced delivery',
      lots: [{ quantity: 0, restockableInDays: 9, expectedDelivery: day(7) }],
      requested: 1,
      onHand: 0,
      status: 'backorder',
      backorder: 1,
      expected: day(7),
    },
    {
      name: 'a delivery date already past is not expected any more',
      lots: [{ quantity: 0, expectedDelivery: day(-2) }],
      requested: 1,
      onHand: 0,
      status: 'backorder',
      backorder: 1,
    },
    { name: 'no lots at all', lots: [], requested: 0, onHand: 0, status: 'backorder', backorder: 1 },
    {
      name: 'in stock hides a restock estimate',
      lots: [{ quantity: 500, restockableInDays: 3 }],
      requested: 1,
      onHand: 500,
      status: 'in_stock',
      backorder: 0,
    },
  ])('$name', ({ lots, requested, onHand, status, backorder, expected }) => {
    const result = stockAvailability(lots, requested, now);
    expect(result.onHand).toBe(onHand);
    expect(result.status).toBe(status);
    expect(result.backorderQuantity).toBe(backorder);
    expect(result.isOnStock).toBe(backorder === 0);
    expect(result.expectedDelivery).toEqual(expected);
  });
});
