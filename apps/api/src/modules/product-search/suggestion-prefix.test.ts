import { describe, expect, it } from 'vitest';
import { suggestionPrefix } from './suggestion-prefix';

describe('suggestionPrefix', () => {
  it.each([
    ['glo', 'glo'],
    ['  Nitr ', 'nitr'],
    ['GLOVES', 'gloves'],
    ['ab', 'ab'],
    ['ｇｌｏ', 'glo'],
    ['sterilizations', 'sterilizations'],
    ['abcdefghijklmno', 'abcdefghijklmno'],
  ])('reads %j by the prefix %j', (text, prefix) => {
    expect(suggestionPrefix(text)).toBe(prefix);
  });

  it.each([
    ['a', 'one letter'],
    ['', 'nothing'],
    ['abcdefghijklmnop', 'sixteen letters, longer than the index holds'],
    ['nitrile glo', 'several words'],
    ['1004821', 'a code'],
    ['cs-1004', 'a code with letters'],
    ['glo*', 'an operator'],
    ["o'brien", 'punctuation'],
  ])('leaves %j (%s) to the full search', (text) => {
    expect(suggestionPrefix(text)).toBeUndefined();
  });
});
