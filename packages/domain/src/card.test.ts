import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  maxCvcLength,
  parseExpiry,
} from './card';

describe('card number (spec §5)', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', true],
    ['4222222222222', 'visa', true],
    ['4242-4242-4242-4241', 'visa', false], // Luhn fails
    ['5555555555554444', 'mastercard', true],
    ['2223003122003222', 'mastercard', true],
    ['378282246310005', 'amex', true],
    ['30569309025904', 'dinersclub', true],
    ['6011111111111117', 'discover', true],
    ['3530111333300000', 'jcb', true],
    ['6759649826438453', 'maestro', true],
    ['5019717010103742', 'dankort', true],
    ['6007220000000004', 'forbrugsforeningen', true],
    ['6200000000000005', 'unionpay', true],
    ['6200000000000001', 'unionpay', true], // no Luhn for UnionPay
    ['4242424242424', 'visa', false], // 13 digits but Luhn fails
    ['424242424242424', 'visa', false], // 15 digits: not a visa length
    ['１２３４', undefined, false],
    ['4242 4242 4242 424a', 'visa', false],
  ])('%s → %s, valid %s', (number, brand, valid) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it('accepts full-width digits', () => expect(isValidCardNumber('４２４２４２４２４２４２４２４２')).toBe(true));

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242', '4242 4242 4242 4242'], // visa stops at 16
    ['6200 0000 0000 0000 005', '6200 0000 0000 0000 005'],
    ['4x2-4 2', '4242'],
  ])('formats %s as %s', (input, formatted) => expect(formatCardNumber(input)).toBe(formatted));
});

describe('expiry (spec §5)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['11 / 26', true], // end of the expiry month is still valid
    ['10 / 26', false],
    ['12/2026', true],
    ['01 / 69', true], // 2069
    ['01 / 70', false], // 1970
    ['13 / 30', false],
    ['00 / 30', false],
    ['1/27', true],
    ['abc', false],
  ])('%s valid %s', (input, valid) => expect(isValidExpiry(parseExpiry(input), now)).toBe(valid));

  it.each([
    ['4', '04'],
    ['1', '1'],
    ['12', '12'],
    ['122', '12 / 2'],
    ['1226', '12 / 26'],
    ['122026', '12 / 2026'],
    ['12202699', '12 / 2026'],
  ])('formats %s as %s', (input, formatted) => {
    expect(formatExpiry(input)).toBe(formatted);
    expect(formatExpiry(input).length).toBeLessThanOrEqual(9);
  });
});

describe('CVC (spec §5)', () => {
  it.each([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', true],
    ['12', undefined, false],
    ['1234', undefined, true],
    ['１２３', 'visa', true],
    ['12a', 'visa', false],
  ] as const)('%s for %s → %s', (cvc, brand, valid) => expect(isValidCvc(cvc, brand)).toBe(valid));

  it('keeps at most 4 digits, or as many as the brand takes', () => {
    expect(formatCvc('12a345')).toBe('1234');
    expect(formatCvc('12345', 'visa')).toBe('123');
    expect(formatCvc('12345', 'amex')).toBe('1234');
    expect([maxCvcLength('mastercard'), maxCvcLength('amex'), maxCvcLength(undefined)]).toEqual([3, 4, 4]);
  });
});
