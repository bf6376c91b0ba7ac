import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { formatMoney, percentOf } from './money';
import { mobileMenuIndent } from './navigation';

describe('isValidEmail', () => {
  it.each([
    ['dana@brightsmiles.com', true],
    ['Dana.Lee+orders@clinic.co.uk', true],
    ['dana@localhost', false],
    ['dana brightsmiles.com', false],
    ['@brightsmiles.com', false],
    ['dana@@brightsmiles.com', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s → %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('money', () => {
  it('formats cents as dollars', () => expect(formatMoney(123_450)).toBe('$1,234.50'));
  it('keeps one formatter per currency and locale', () => {
    expect(formatMoney(100, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1),
    );
    expect(formatMoney(100)).toBe('$1.00');
  });
  it('rounds percentages to whole cents', () => expect(percentOf(1999, 97)).toBe(1939));
});

describe('mobile menu indent (spec §2)', () => {
  it.each([
    [0, 8],
    [1, 12],
    [3, 20],
  ])('level %i → %i px', (level, px) => expect(mobileMenuIndent(level)).toBe(px));
});
