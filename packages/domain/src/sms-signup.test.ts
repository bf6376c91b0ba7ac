import { describe, expect, it } from 'vitest';
import {
  confirmationCodeFrom,
  confirmationCodeVerdict,
  enteredConfirmationCode,
  nextCodeAllowedAt,
  smsConsent,
  smsDiscountCodeAlphabet,
  smsDiscountCodeFrom,
  smsSignupRules,
  smsTexts,
} from './sms-signup';

describe('confirmationCodeVerdict', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const later = new Date(now.getTime() + 1);
  it.each([
    [{ expiresAt: later, attempts: 1 }, true, 'confirmed'],
    [{ expiresAt: later, attempts: smsSignupRules.maxAttempts }, true, 'confirmed'],
    [{ expiresAt: later, attempts: 1 }, false, 'wrong'],
    [{ expiresAt: later, attempts: smsSignupRules.maxAttempts }, false, 'wrong'],
    [{ expiresAt: later, attempts: smsSignupRules.maxAttempts + 1 }, true, 'attemptsUsedUp'],
    [{ expiresAt: now, attempts: 1 }, true, 'expired'],
    [{ expiresAt: now, attempts: 1 }, false, 'expired'],
    [{ expiresAt: now, attempts: smsSignupRules.maxAttempts + 1 }, false, 'attemptsUsedUp'],
  ] as const)('%j, matching %s → %s', (code, matches, verdict) =>
    expect(confirmationCodeVerdict(code, matches, now)).toBe(verdict),
  );
});

describe('confirmation codes', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['012345', '012345'],
    ['12345', undefined],
    ['1234567', undefined],
    ['12a456', undefined],
    ['', undefined],
  ])('entered %j → %s', (input, code) => expect(enteredConfirmationCode(input)).toBe(code));

  it.each([
    [0, '000000'],
    [42, '000042'],
    [999_999, '999999'],
  ])('%d → %s', (random, code) => expect(confirmationCodeFrom(random)).toBe(code));

  it.each([-1, 1_000_000, 1.5])('refuses random %d', (random) =>
    expect(() => confirmationCodeFrom(random)).toThrow(RangeError),
  );

  it('allows the next code after the cooldown', () =>
    expect(nextCodeAllowedAt(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-25T12:00:30.000Z'));
});

describe('smsDiscountCodeFrom', () => {
  it('spells the percentage and eight unambiguous characters', () => {
    expect(smsDiscountCodeFrom([0, 1, 2, 3, 27, 28, 29, 30])).toBe('SMS10-2345WXYZ');
    expect(smsDiscountCodeAlphabet).not.toMatch(/[01ILO]/);
  });
  it.each([[[0, 1, 2]], [[0, 0, 0, 0, 0, 0, 0, 31]], [[0, 0, 0, 0, 0, 0, 0, -1]]])('refuses %j', (indexes) =>
    expect(() => smsDiscountCodeFrom(indexes)).toThrow(RangeError),
  );
});

describe('consent and texts', () => {
  it.each([
    /recurring automated marketing text messages/,
    /not a condition of any purchase/,
    /Message and data rates may apply/,
    /Reply HELP/,
    /STOP to cancel/,
    /Up to \d+ messages per month/,
  ])('the consent says %s', (pattern) => expect(smsConsent.text).toMatch(pattern));

  it('texts carry the code, STOP and stay within two SMS segments', () => {
    for (const text of [smsTexts.confirmationSms('123456'), smsTexts.discountSms('SMS10-2345WXYZ')]) {
      expect(text).toMatch(/STOP/);
      expect(text.length).toBeLessThanOrEqual(306);
    }
    expect(smsTexts.discountSms('SMS10-2345WXYZ')).toContain('SMS10-2345WXYZ for 10% off');
  });

  it.each([
    [3, 'That code is not right. You have 3 tries left.'],
    [1, 'That code is not right. You have 1 try left.'],
    [0, 'That code is not right. Please ask for a new code.'],
  ])('wrong code with %d left', (left, text) => expect(smsTexts.codeWrong(left)).toBe(text));
});
