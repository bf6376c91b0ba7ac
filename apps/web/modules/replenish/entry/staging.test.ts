import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  parseStaged,
  setStagedQuantity,
  stageItems,
  stagingKey,
  unstage,
  type StagedItem,
} from './staging';

const gloves: StagedItem = { item_number: '1001', uom: 'BX', quantity: 2, name: 'Gloves, Box of 100' };
const glovesCase: StagedItem = { item_number: '1001', uom: 'CS', quantity: 1, name: 'Gloves, Case' };

describe('staged REPLENISH items', () => {
  it('keeps one key per customer', () => {
    expect(stagingKey('customer-a')).not.toBe(stagingKey('customer-b'));
  });

  it('adds quantities from product pages and sets them from a cart, per item number and unit', () => {
    const staged = stageItems([gloves], [{ ...gloves, quantity: 3 }, glovesCase], 'add');
    expect(staged.map((item) => [item.uom, item.quantity])).toEqual([
      ['BX', 5],
      ['CS', 1],
    ]);
    expect(stageItems(staged, [{ ...gloves, quantity: 4 }], 'set')[0]!.quantity).toBe(4);
  });

  it('keeps quantities whole and within the line limit', () => {
    expect(stageItems([], [{ ...gloves, quantity: 2.7 }], 'add')[0]!.quantity).toBe(2);
    expect(stageItems([gloves], [{ ...gloves, quantity: 9_999 }], 'add')[0]!.quantity).toBe(9_999);
    expect(setStagedQuantity([gloves], gloves, 0)[0]!.quantity).toBe(1);
  });

  it('removes one item and leaves the other units', () => {
    expect(unstage([gloves, glovesCase], gloves)).toEqual([glovesCase]);
  });

  it('reads back what it stored and drops what is malformed', () => {
    expect(parseStaged(JSON.stringify([gloves]))).toEqual([gloves]);
    expect(parseStaged(null)).toEqual([]);
    expect(parseStaged('{not json')).toEqual([]);
    expect(parseStaged(JSON.stringify({ items: [gloves] }))).toEqual([]);
    expect(
      parseStaged(JSON.stringify([{ ...gloves, quantity: 'many' }, { uom: 'BX', quantity: 1 }, glovesCase, 7])),
    ).toEqual([glovesCase]);
  });
});

describe('calendarDate', () => {
  it("is the browser's local date", () => {
    expect(calendarDate(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(calendarDate(new Date(2027, 0, 3))).toBe('2027-01-03');
  });
});
