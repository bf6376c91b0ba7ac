import { describe, expect, it } from 'vitest';
import {
  accountSummary,
  agingBucketOf,
  balanceOf,
  dueDateOf,
  invoiceStatus,
  storedFilterOf,
  storedStatusOf,
  type InvoiceStatus,
  type StoredInvoiceStatus,
} from './invoices';

describe('balanceOf and storedStatusOf', () => {
  it.each([
    ['nothing applied', { total: 10_000, paid: 0, credited: 0 }, 10_000, 'Open'],
    ['part paid', { total: 10_000, paid: 2_500, credited: 0 }, 7_500, 'PartiallyPaid'],
    ['part credited', { total: 10_000, paid: 0, credited: 1 }, 9_999, 'PartiallyPaid'],
    ['paid and credited in full', { total: 10_000, paid: 6_000, credited: 4_000 }, 0, 'Paid'],
    ['a zero invoice', { total: 0, paid: 0, credited: 0 }, 0, 'Paid'],
    ['more applied than owed never goes negative', { total: 100, paid: 150, credited: 0 }, 0, 'Paid'],
  ])('%s', (_name, amounts, balance, status) => {
    expect(balanceOf(amounts)).toBe(balance);
    expect(storedStatusOf(amounts)).toBe(status);
  });
});

describe('dueDateOf', () => {
  it.each([
    ['2026-11-24', 30, '2026-12-24'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2028-02-01', 30, '2028-03-02'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-11-24', 0, '2026-11-24'],
  ])('%s + %i days', (issued, terms, due) => expect(dueDateOf(issued, terms)).toBe(due));
});

describe('invoiceStatus', () => {
  const due = '2026-11-24';
  it.each<[StoredInvoiceStatus, string, InvoiceStatus]>([
    ['Open', '2026-11-23', 'Open'],
    ['Open', '2026-11-24', 'Open'],
    ['Open', '2026-11-25', 'Overdue'],
    ['PartiallyPaid', '2026-11-24', 'PartiallyPaid'],
    ['PartiallyPaid', '2026-11-25', 'Overdue'],
    ['Paid', '2027-01-01', 'Paid'],
    ['Void', '2027-01-01', 'Void'],
  ])('%s on %s', (stored, today, shown) => expect(invoiceStatus(stored, due, today)).toBe(shown));
});

describe('storedFilterOf', () => {
  it.each<[InvoiceStatus, ReturnType<typeof storedFilterOf>]>([
    ['Overdue', { stored: ['Open', 'PartiallyPaid'], due: 'past' }],
    ['Open', { stored: ['Open'], due: 'notPast' }],
    ['PartiallyPaid', { stored: ['PartiallyPaid'], due: 'notPast' }],
    ['Paid', { stored: ['Paid'] }],
    ['Void', { stored: ['Void'] }],
  ])('%s', (status, filter) => expect(storedFilterOf(status)).toEqual(filter));
});

describe('agingBucketOf', () => {
  const today = '2026-11-24';
  it.each([
    ['2026-11-24', 'days0To30'],
    ['2026-10-25', 'days0To30'],
    ['2026-10-24', 'days31To60'],
    ['2026-09-25', 'days31To60'],
    ['2026-09-24', 'days61To90'],
    ['2026-08-26', 'days61To90'],
    ['2026-08-25', 'days90Plus'],
    ['2025-01-01', 'days90Plus'],
  ])('issued %s', (issued, bucket) => expect(agingBucketOf(issued, today)).toBe(bucket));
});

describe('accountSummary', () => {
  it('sums what is owed, what is overdue and the aging', () => {
    const summary = accountSummary(
      [
        { issuedOn: '2026-11-20', dueOn: '2026-12-20', balance: 10_000 },
        { issuedOn: '2026-10-01', dueOn: '2026-10-31', balance: 2_500 },
        { issuedOn: '2026-07-01', dueOn: '2026-07-31', balance: 499 },
        { issuedOn: '2026-11-01', dueOn: '2026-12-01', balance: 0 },
      ],
      '2026-11-24',
    );
    expect(summary).toEqual({
      openBalance: 12_999,
      openCount: 3,
      overdueBalance: 2_999,
      overdueCount: 2,
      aging: { days0To30: 10_000, days31To60: 2_500, days61To90: 0, days90Plus: 499 },
    });
  });

  it('is all zeros without invoices', () => {
    expect(accountSummary([], '2026-11-24')).toEqual({
      openBalance: 0,
      openCount: 0,
      overdueBalance: 0,
      overdueCount: 0,
      aging: { days0To30: 0, days31To60: 0, days61To90: 0, days90Plus: 0 },
    });
  });
});
