import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './active-option';

describe('nextActiveOption', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowDown', 1, 3)).toBe(2);
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the first and last option', () => {
    expect(nextActiveOption('Home', 1, 3)).toBe(0);
    expect(nextActiveOption('End', 0, 3)).toBe(2);
  });

  it('has no option to activate without results, and ignores other keys', () => {
    expect(nextActiveOption('ArrowDown', -1, 0)).toBe(-1);
    expect(nextActiveOption('Home', -1, 0)).toBeUndefined();
    expect(nextActiveOption('a', 0, 3)).toBeUndefined();
  });
});
