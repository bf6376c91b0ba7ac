import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './active-option';

describe('nextActiveOption', () => {
  it.each([
    [-1, 1, 3, false, 0],
    [-1, -1, 3, false, 2],
    [0, 1, 3, true, 1],
    [2, 1, 3, true, -1],
    [-1, 1, 3, true, 0],
    [0, -1, 3, true, -1],
    [-1, -1, 3, true, 2],
  ] as const)('from %i by %i of %i (shown: %s) → %i', (current, step, count, shown, expected) =>
    expect(nextActiveOption(current, step, count, shown)).toBe(expected),
  );
});
