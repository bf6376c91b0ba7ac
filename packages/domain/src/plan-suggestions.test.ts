import { describe, expect, it } from 'vitest';
import { addDays } from './plan-schedule';
import { planItemKey, planSuggestions, type PurchaseLine } from './plan-suggestions';

const today = '2026-11-24';

/** Purchases of one item on the given days before today. */
function history(daysAgo: number[], over: Partial<PurchaseLine> = {}, quantities: number[] = []): PurchaseLine[] {
  return daysAgo.map((days, i) => {
    const orderDate = addDays(today, -days);
    return {
      itemNumber: '100200',
      uom: 'CS',
      name: 'Nitrile Exam Gloves, Medium, Case',
      quantity: quantities[i] ?? 2,
      orderDate,
      orderedAt: `${orderDate}T15:00:00.000Z`,
      ...over,
    };
  });
}

describe('planSuggestions', () => {
  it('a steady purchase every four weeks becomes a suggestion', () => {
    const [suggestion, ...rest] = planSuggestions(history([112, 84, 57, 28, 1], {}, [2, 2, 3, 2, 4]), new Set(), today);
    expect(rest).toEqual([]);
    expect(suggestion).toEqual({
      itemNumber: '100200',
      uom: 'CS',
      name: 'Nitrile Exam Gloves, Medium, Case',
      intervalDays: 28,
      typicalQuantity: 2,
      timesOrdered: 5,
      lastOrderedAt: `${addDays(today, -1)}T15:00:00.000Z`,
      text: 'You order Nitrile Exam Gloves, Medium, Case about every 28 days',
    });
  });

  it.each([
    ['irregular purchases', [200, 190, 120, 20, 15]],
    ['too few purchases', [56, 28]],
    ['three purchases, one interval twice the other', [90, 60, 0]],
    ['stopped buying long ago', [300, 270, 240, 210]],
  ])('%s: nothing', (_name, daysAgo) => {
    expect(planSuggestions(history(daysAgo), new Set(), today)).toEqual([]);
  });

  it('one odd gap among steady ones does not hide the habit', () => {
    const [suggestion] = planSuggestions(history([150, 120, 90, 80, 50, 20]), new Set(), today);
    expect(suggestion?.intervalDays).toBe(30);
  });

  it('same-day duplicates count as one purchase with their quantities added', () => {
    const lines = [...history([60, 30, 0]), ...history([30], {}, [5])];
    const [suggestion] = planSuggestions(lines, new Set(), today);
    expect(suggestion).toMatchObject({ timesOrdered: 3, intervalDays: 30, typicalQuantity: 2 });
    expect(planSuggestions(history([30, 30, 30, 0, 0]), new Set(), today)).toEqual([]);
  });

  it('leaves out items already on a plan and sorts the most ordered first', () => {
    const gloves = history([90, 60, 30, 0]);
    const masks = history([60, 40, 20, 0, 80], { itemNumber: '300400', uom: 'BX', name: 'Masks' });
    const bibs = history([21, 14, 7], { itemNumber: '500600', uom: 'BX', name: 'Bibs' });
    const all = [...gloves, ...masks, ...bibs];
    expect(planSuggestions(all, new Set(), today).map((s) => s.name)).toEqual([
      'Masks',
      'Nitrile Exam Gloves, Medium, Case',
      'Bibs',
    ]);
    expect(planSuggestions(all, new Set([planItemKey('300400', 'BX')]), today).map((s) => s.name)).toEqual([
      'Nitrile Exam Gloves, Medium, Case',
      'Bibs',
    ]);
  });
});
