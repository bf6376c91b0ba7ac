import { describe, expect, it } from 'vitest';
import { toSingleItems, unitLabels } from './units';

describe('unitLabels', () => {
  it('describes a ladder by the rung below it', () =>
    expect(
      unitLabels([
        { uom: 'BX', countPerUnit: 100 },
        { uom: 'CS', countPerUnit: 1000 },
      ]),
    ).toEqual(['Box of 100', 'Case of 10 boxes']));

  it('counts single items when the rung below is "each"', () =>
    expect(
      unitLabels([
        { uom: 'EA', countPerUnit: 1 },
        { uom: 'PK', countPerUnit: 6 },
      ]),
    ).toEqual(['Each', 'Pack of 6']));

  it('keeps the input order and falls back to the item count when rungs do not divide', () =>
    expect(
      unitLabels([
        { uom: 'CS', countPerUnit: 250 },
        { uom: 'BT', countPerUnit: 30 },
      ]),
    ).toEqual(['Case of 250', 'Bottle of 30']));

  it('shows an unknown unit code as it is', () =>
    expect(unitLabels([{ uom: 'DZ', countPerUnit: 12 }])).toEqual(['DZ of 12']));
});

describe('toSingleItems', () => {
  it.each([
    [3, 1000, 3000],
    [2, 1, 2],
    [5, 0, 5],
    [5, 2.5, 5],
  ])('%i units of %s items are %i single items', (quantity, countPerUnit, items) =>
    expect(toSingleItems(quantity, { countPerUnit })).toBe(items),
  );
});
