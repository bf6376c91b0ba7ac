import { describe, expect, it } from 'vitest';
import { isStatementMonth, monthBounds, statementOf, type StatementInput } from './statements';

describe('monthBounds', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2027-02', '2027-02-01', '2027-02-28'],
  ])('%s', (month, from, to) => expect(monthBounds(month)).toEqual({ from, to }));
});

describe('isStatementMonth', () => {
  it.each([
    ['2026-11', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
    ['26-11', false],
    ['2026-11-01', false],
  ])('%s', (text, valid) => expect(isStatementMonth(text)).toBe(valid));
});

const history: Omit<StatementInput, 'month'> = {
  invoices: [
    { number: 'IN1', issuedOn: '2026-09-10', dueOn: '2026-10-10', total: 50_000 },
    { number: 'IN2', issuedOn: '2026-10-05', dueOn: '2026-11-04', total: 20_000 },
    { number: 'IN3', issuedOn: '2026-10-20', dueOn: '2026-11-19', total: 10_000 },
    { number: 'IN4', issuedOn: '2026-11-03', dueOn: '2026-12-03', total: 7_500 },
  ],
  payments: [
    { reference: 'RC1', on: '2026-09-30', allocations: [{ invoiceNumber: 'IN1', amount: 30_000 }] },
    {
      reference: 'RC2',
      on: '2026-10-20',
      allocations: [
        { invoiceNumber: 'IN1', amount: 20_000 },
        { invoiceNumber: 'IN2', amount: 5_000 },
      ],
    },
    { reference: 'RC3', on: '2026-11-02', allocations: [{ invoiceNumber: 'IN4', amount: 100 }] },
  ],
  credits: [{ reference: 'CM1', on: '2026-10-25', invoiceNumber: 'IN3', amount: 1_000, reason: 'Returned damaged' }],
};

describe('statementOf', () => {
  it('opens with the earlier balance, lists the month in date order with running balances and ages the rest', () => {
    const statement = statementOf({ month: '2026-10', ...history });
    expect(statement.openingBalance).toBe(20_000);
    expect(statement.entries).toEqual([
      { kind: 'invoice', on: '2026-10-05', reference: 'IN2', dueOn: '2026-11-04', amount: 20_000, balance: 40_000 },
      { kind: 'invoice', on: '2026-10-20', reference: 'IN3', dueOn: '2026-11-19', amount: 10_000, balance: 50_000 },
      {
        kind: 'payment',
        on: '2026-10-20',
        reference: 'RC2',
        invoices: ['IN1', 'IN2'],
        amount: -25_000,
        balance: 25_000,
      },
      {
        kind: 'credit',
        on: '2026-10-25',
        reference: 'CM1',
        invoices: ['IN3'],
        reason: 'Returned damaged',
        amount: -1_000,
        balance: 24_000,
      },
    ]);
    expect(statement).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      invoiced: 30_000,
      paid: 25_000,
      credited: 1_000,
      closingBalance: 24_000,
      aging: { days0To30: 24_000, days31To60: 0, days61To90: 0, days90Plus: 0 },
    });
  });

  it('closes as opening + invoiced - paid - credited, and its aging sums to the closing balance', () => {
    for (const month of ['2026-08', '2026-09', '2026-10', '2026-11', '2027-03']) {
      const statement = statementOf({ month, ...history });
      expect(statement.closingBalance).toBe(
        statement.openingBalance + statement.invoiced - statement.paid - statement.credited,
      );
      expect(Object.values(statement.aging).reduce((sum, part) => sum + part, 0)).toBe(statement.closingBalance);
    }
  });

  it('dates and ages a month still running on today', () => {
    const statement = statementOf({ month: '2026-11', ...history, today: '2026-11-10' });
    expect(statement.statementDate).toBe('2026-11-10');
    // IN1 (issued 2026-09-10) is 61 days old on 2026-11-10, 81 on the month's last day.
    const onLastDay = statementOf({ month: '2026-11', ...history });
    expect(onLastDay.statementDate).toBe('2026-11-30');
    expect(statement.closingBalance).toBe(onLastDay.closingBalance);
    expect(statement.aging).not.toEqual(onLastDay.aging);
    expect(statementOf({ month: '2026-10', ...history, today: '2026-11-10' }).statementDate).toBe('2026-10-31');
  });

  it('ignores what happens after the month', () => {
    const statement = statementOf({ month: '2026-09', ...history });
    expect(statement).toMatchObject({ openingBalance: 0, invoiced: 50_000, paid: 30_000, closingBalance: 20_000 });
  });

  it('gives an empty month its opening balance as closing balance, aged at the month end', () => {
    const statement = statementOf({ month: '2027-03', ...history });
    expect(statement.entries).toEqual([]);
    expect(statement.openingBalance).toBe(31_400);
    expect(statement.closingBalance).toBe(31_400);
    expect(statement.aging).toEqual({ days0To30: 0, days31To60: 0, days61To90: 0, days90Plus: 31_400 });
  });

  it('is all zeros without history', () => {
    expect(statementOf({ month: '2026-11', invoices: [], payments: [], credits: [] })).toMatchObject({
      openingBalance: 0,
      entries: [],
      closingBalance: 0,
    });
  });
});
