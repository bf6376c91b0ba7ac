import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 'gap', 9]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 40, [1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]],
    [40, 40, [1, 'gap', 38, 39, 40]],
  ])('page %i of %i → %j', (current, last, expected) => expect(pageWindow(current, last)).toEqual(expected));
});
