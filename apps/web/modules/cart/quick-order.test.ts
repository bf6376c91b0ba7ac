import { describe, expect, it } from 'vitest';
import { parseQuickOrder, quickOrderTexts } from './quick-order';

describe('parseQuickOrder', () => {
  it.each([
    ['HS-1, 2', [{ line: 1, code: 'HS-1', quantity: 2 }]],
    ['HS-1\t3', [{ line: 1, code: 'HS-1', quantity: 3 }]],
    [
      'HS-1 4\n\n  HS-2;5  ',
      [
        { line: 1, code: 'HS-1', quantity: 4 },
        { line: 3, code: 'HS-2', quantity: 5 },
      ],
    ],
  ])('reads %j', (text, lines) => {
    expect(parseQuickOrder(text)).toEqual({ lines, problems: [] });
  });

  it.each([
    ['HS-1', quickOrderTexts.missingQuantity],
    ['HS-1 0', 'The quantity must be at least 1.'],
    ['HS-1 1.5', 'The quantity must be a whole number; got 1.5.'],
    ['HS-1 -2', 'The quantity must be a whole number; got -2.'],
    ['HS-1 10000', 'The quantity must be at most 9999.'],
  ])('reports %j on its line', (text, message) => {
    expect(parseQuickOrder(`OK-1 1\n${text}`)).toEqual({
      lines: [{ line: 1, code: 'OK-1', quantity: 1 }],
      problems: [{ line: 2, code: 'HS-1', message }],
    });
  });

  it('refuses more lines than a cart holds', () => {
    const text = Array.from({ length: 1001 }, (_, index) => `HS-${index} 1`).join('\n');
    expect(parseQuickOrder(text)).toEqual({
      lines: [],
      problems: [{ line: 0, code: '', message: quickOrderTexts.tooManyLines }],
    });
  });
});
