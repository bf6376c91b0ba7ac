import { describe, expect, it } from 'vitest';
import {
  defaultPlanPayment,
  failedRunRetry,
  nextOrderDateProblem,
  planDaysProblem,
  planDeaProblem,
  planItemMatchProblem,
  planItemsProblem,
  planLimits,
  planMessages,
  planPaymentProblem,
  planShippingProblem,
} from './plan-rules';
import { cartMessages } from './cart-rules';
import { checkoutMessages } from './checkout-permission';
import { deaMessages } from './dea';

describe('planDaysProblem', () => {
  it.each([
    [1, undefined],
    [28, undefined],
    [365, undefined],
    [0, planMessages.planDays(0)],
    [-7, planMessages.planDays(-7)],
    [366, planMessages.planDays(366)],
    [10_000, planMessages.planDays(10_000)],
    [1.5, planMessages.planDays(1.5)],
    [Number.NaN, planMessages.planDays(Number.NaN)],
    ['28', planMessages.planDays('28')],
  ])('%s', (days, expected) => expect(planDaysProblem(days)).toBe(expected));
});

describe('nextOrderDateProblem', () => {
  it.each([
    ['today', '2026-11-24', undefined],
    ['tomorrow', '2026-11-25', undefined],
    ['yesterday', '2026-11-23', planMessages.dateInPast('2026-11-24')],
    ['not a date', '2026-02-30', planMessages.dateInvalid('2026-02-30')],
  ])('%s', (_name, date, expected) => expect(nextOrderDateProblem(date, '2026-11-24')).toBe(expected));
});

describe('planItemsProblem', () => {
  const item = (over = {}) => ({ itemNumber: '100200', uom: 'BX', quantity: 2, ...over });
  it.each([
    ['one item', [item()], undefined],
    ['no items', [], planMessages.noItems],
    [
      'too many',
      Array.from({ length: planLimits.maxItems + 1 }, (_, i) => item({ itemNumber: String(i) })),
      planMessages.tooManyItems,
    ],
    ['the most', Array.from({ length: planLimits.maxItems }, (_, i) => item({ itemNumber: String(i) })), undefined],
    ['no item number', [item({ itemNumber: ' ' })], 'Missing hs item number'],
    ['no uom', [item({ uom: '' })], 'Missing hs uom'],
    ['twice', [item(), item({ quantity: 3 })], planMessages.duplicateItem('100200', 'BX')],
    ['same number, other unit', [item(), item({ uom: 'CS' })], undefined],
    ['quantity 0', [item({ quantity: 0 })], planMessages.quantity('100200', cartMessages.quantityTooSmall(1))],
    [
      'quantity too large',
      [item({ quantity: 10_000 })],
      planMessages.quantity('100200', cartMessages.quantityTooLarge),
    ],
    [
      'fractional quantity',
      [item({ quantity: 1.5 })],
      planMessages.quantity('100200', cartMessages.quantityNotWhole(1.5)),
    ],
  ])('%s', (_name, items, expected) => expect(planItemsProblem(items)).toBe(expected));
});

describe('planItemMatchProblem', () => {
  const item = { itemNumber: '100200', uom: 'BX', quantity: 1 };
  const product = { name: 'Gloves', itemNumber: '100200', uom: 'BX', published: true };
  it.each([
    ['matches', product, undefined],
    ['no product', undefined, planMessages.unknownItem('100200', 'BX')],
    ['product without hs item number', { ...product, itemNumber: null }, 'Missing hs item number'],
    ['product without hs uom', { ...product, uom: null }, 'Missing hs uom'],
    ['unpublished', { ...product, published: false }, planMessages.itemNotSold('Gloves')],
  ])('%s', (_name, found, expected) => expect(planItemMatchProblem(item, found)).toBe(expected));
});

describe('planShippingProblem', () => {
  it.each([
    ['with an account', { shippingAccountNumber: '0012345' }, undefined],
    ['without', { shippingAccountNumber: null }, planMessages.noShippingAccount],
    ['no address', undefined, planMessages.noShippingAccount],
  ])('%s', (_name, address, expected) => expect(planShippingProblem(address)).toBe(expected));
  it('names the spec text', () => expect(planMessages.noShippingAccount).toContain('No hs shipping account number'));
});

describe('planDeaProblem', () => {
  const controlled = [{ sku: 'RX-1', requiresActiveDeaLicense: true }];
  const plain = [{ sku: 'GL-1', requiresActiveDeaLicense: false }];
  it.each([
    ['controlled to a licensed address', controlled, { hasActiveDeaLicense: true, deaExpiresOn: null }, undefined],
    [
      'controlled to an unlicensed one',
      controlled,
      { hasActiveDeaLicense: false, deaExpiresOn: null },
      deaMessages.NoActiveDeaLicense,
    ],
    [
      'controlled, license expired',
      controlled,
      { hasActiveDeaLicense: true, deaExpiresOn: '2026-01-01' },
      deaMessages.DeaLicenseExpired,
    ],
    ['nothing controlled', plain, { hasActiveDeaLicense: false, deaExpiresOn: null }, undefined],
  ])('%s', (_name, items, address, expected) => expect(planDeaProblem(items, address, '2026-11-24')).toBe(expected));
});

describe('defaultPlanPayment (spec §9)', () => {
  it.each([
    ['terms: Net 30', true, [{ id: 'c1', isPrimary: true }], { paymentType: 'Net30', cardId: null }],
    [
      'no terms, a primary card',
      false,
      [
        { id: 'c1', isPrimary: false },
        { id: 'c2', isPrimary: true },
      ],
      { paymentType: 'CreditCard', cardId: 'c2' },
    ],
    [
      'no terms, cards but none primary',
      false,
      [{ id: 'c1', isPrimary: false }],
      { paymentType: 'CreditCard', cardId: 'c1' },
    ],
    ['no terms, no card', false, [], { paymentType: 'CreditCard', cardId: null }],
  ] as const)('%s', (_name, terms, cards, expected) => expect(defaultPlanPayment(terms, cards)).toEqual(expected));
});

describe('planPaymentProblem', () => {
  it.each([
    ['Net 30 with terms', { paymentType: 'Net30', cardId: null, termsAllowed: true, cardIsSaved: false }, undefined],
    [
      'Net 30 without terms',
      { paymentType: 'Net30', cardId: null, termsAllowed: false, cardIsSaved: false },
      checkoutMessages.PaymentTermsNotAllowed,
    ],
    [
      'card without a card',
      { paymentType: 'CreditCard', cardId: null, termsAllowed: false, cardIsSaved: false },
      planMessages.cardRequired,
    ],
    [
      "someone else's card",
      { paymentType: 'CreditCard', cardId: 'x', termsAllowed: true, cardIsSaved: false },
      planMessages.unknownCard,
    ],
    ['a saved card', { paymentType: 'CreditCard', cardId: 'c1', termsAllowed: false, cardIsSaved: true }, undefined],
  ] as const)('%s', (_name, payment, expected) => expect(planPaymentProblem(payment)).toBe(expected));
});

describe('failedRunRetry: once a day for three days', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const tomorrow = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['first failure', { needsAttention: false, retriesLeft: 3 }, { retriesLeft: 3, nextRetryAt: tomorrow }],
    ['first retry failed', { needsAttention: true, retriesLeft: 3 }, { retriesLeft: 2, nextRetryAt: tomorrow }],
    ['second retry failed', { needsAttention: true, retriesLeft: 2 }, { retriesLeft: 1, nextRetryAt: tomorrow }],
    [
      'third retry failed: waits for the customer',
      { needsAttention: true, retriesLeft: 1 },
      { retriesLeft: 0, nextRetryAt: null },
    ],
    ['never below zero', { needsAttention: true, retriesLeft: 0 }, { retriesLeft: 0, nextRetryAt: null }],
  ])('%s', (_name, plan, expected) => expect(failedRunRetry(plan, now)).toEqual(expected));
});
