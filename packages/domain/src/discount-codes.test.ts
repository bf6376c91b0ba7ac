import { describe, expect, it } from 'vitest';
import {
  applyDiscountCodes,
  discountCodeMessages,
  discountCodeState,
  normalizeDiscountCode,
  type DiscountCodeTerms,
} from './discount-codes';

const now = new Date('2026-11-21T12:00:00Z');
const terms = (overrides: Partial<DiscountCodeTerms> = {}): DiscountCodeTerms => ({
  code: 'SAVE10',
  isActive: true,
  validFrom: null,
  validUntil: null,
  minimumSubtotal: null,
  value: { type: 'relative', permyriad: 1000 },
  maxApplications: null,
  applications: 0,
  ...overrides,
});

describe('discountCodeState', () => {
  it.each([
    ['an active code without limits', terms(), 10_000, 'MatchesCart'],
    ['an inactive code', terms({ isActive: false }), 10_000, 'NotActive'],
    ['a code before its window', terms({ validFrom: new Date('2026-12-01T00:00:00Z') }), 10_000, 'NotValid'],
    ['a code at the end of its window', terms({ validUntil: now }), 10_000, 'NotValid'],
    [
      'a code inside its window',
      terms({ validFrom: new Date('2026-11-01T00:00:00Z'), validUntil: new Date('2026-12-01T00:00:00Z') }),
      10_000,
      'MatchesCart',
    ],
    ['a used-up code', terms({ maxApplications: 100, applications: 100 }), 10_000, 'MaxApplicationReached'],
    ['a code with uses left', terms({ maxApplications: 100, applications: 99 }), 10_000, 'MatchesCart'],
    ['a cart under the minimum', terms({ minimumSubtotal: 50_000 }), 49_999, 'DoesNotMatchCart'],
    ['a cart at the minimum', terms({ minimumSubtotal: 50_000 }), 50_000, 'MatchesCart'],
    ['an inactive code under the minimum', terms({ isActive: false, minimumSubtotal: 50_000 }), 0, 'NotActive'],
  ] as const)('%s: %s', (_name, code, subtotal, state) => {
    expect(discountCodeState(code, subtotal, now)).toBe(state);
  });
});

describe('applyDiscountCodes', () => {
  it.each([
    ['10% of $123.45 rounds to the cent', [terms()], 12_345, [1235], 1235],
    [
      'a fixed $25 off',
      [terms({ code: 'TAKE25', value: { type: 'absolute', centAmount: 2500 } })],
      12_345,
      [2500],
      2500,
    ],
    [
      'a fixed amount never goes below zero',
      [terms({ code: 'TAKE25', value: { type: 'absolute', centAmount: 2500 } })],
      1000,
      [1000],
      1000,
    ],
    [
      'a second code works on what the first left',
      [terms(), terms({ code: 'TAKE25', value: { type: 'absolute', centAmount: 2500 } })],
      100_000,
      [10_000, 2500],
      12_500,
    ],
    [
      'a code that does not match takes nothing',
      [terms({ minimumSubtotal: 200_000 }), terms({ code: 'TAKE25', value: { type: 'absolute', centAmount: 2500 } })],
      100_000,
      [0, 2500],
      2500,
    ],
  ] as const)('%s', (_name, codes, subtotal, amounts, total) => {
    const result = applyDiscountCodes(codes, subtotal, now);
    expect(result.applied.map((code) => code.amount)).toEqual(amounts);
    expect(result.discountTotal).toBe(total);
  });
});

describe('discount code texts', () => {
  it('normalises what people type', () => expect(normalizeDiscountCode('  save10 ')).toBe('SAVE10'));
  it('says how much a cart under the minimum needs', () => {
    expect(discountCodeMessages.state('BULK5', 'DoesNotMatchCart', 50_000)).toBe(
      "The discount code 'BULK5' applies to orders of $500.00 or more; it will apply once your items reach that amount.",
    );
  });
  it('explains every refusal', () => {
    expect(discountCodeMessages.state('OLD', 'NotValid', null)).toBe(
      "The discount code 'OLD' is not valid at this time.",
    );
    expect(discountCodeMessages.state('OLD', 'MaxApplicationReached', null)).toBe(
      "The discount code 'OLD' has reached its maximum number of uses.",
    );
    expect(discountCodeMessages.state('OLD', 'NotActive', null)).toBe("The discount code 'OLD' is no longer active.");
  });
});
