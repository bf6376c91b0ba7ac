import { expect, it } from 'vitest';
import { formatCalendarDate, isPayable, monthLabel, statementMonths } from './invoice-view';

it('lists the last 12 statement months, newest first, across a new year', () => {
  const months = statementMonths('2026-02-14');
  expect(months).toHaveLength(12);
  expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  expect(months.at(-1)).toBe('2025-03');
});

it('shows calendar dates as the day they are, whatever the server time zone', () => {
  expect(formatCalendarDate('2026-03-01')).toBe('Mar 1, 2026');
  expect(monthLabel('2025-12')).toBe('December 2025');
});

it('offers payment only while something may still be paid', () => {
  expect(isPayable({ status: 'Overdue', payable: 100 })).toBe(true);
  expect(isPayable({ status: 'PartiallyPaid', payable: 0 })).toBe(false);
  expect(isPayable({ status: 'Void', payable: 100 })).toBe(false);
});
