import { asapProgramme } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { discountStatementPeriod } from './statement-period';

describe('discount statement periods', () => {
  it.each([
    ['2026', 'Year 2026', '2026-01-01', '2026-12-31'],
    ['2026-Q1', 'Q1 2026 (Jan–Mar)', '2026-01-01', '2026-03-31'],
    ['2024-Q1', 'Q1 2024 (Jan–Mar)', '2024-01-01', '2024-03-31'],
    ['2026-Q2', 'Q2 2026 (Apr–Jun)', '2026-04-01', '2026-06-30'],
    ['2026-Q3', 'Q3 2026 (Jul–Sep)', '2026-07-01', '2026-09-30'],
    ['2026-Q4', 'Q4 2026 (Oct–Dec)', '2026-10-01', '2026-12-31'],
  ])('%s is %s, %s to %s', (period, label, from, to) => {
    expect(discountStatementPeriod(period)).toEqual({ period, label, from, to });
  });

  it("follows the programme year's first month", () => {
    const julyYears = { ...asapProgramme, yearStartMonth: 7 };
    expect(discountStatementPeriod('2025', julyYears)).toMatchObject({ from: '2025-07-01', to: '2026-06-30' });
    // Quarters stay calendar quarters.
    expect(discountStatementPeriod('2025-Q3', julyYears)).toMatchObject({ from: '2025-07-01', to: '2025-09-30' });
    expect(discountStatementPeriod('2025-Q1', julyYears)).toMatchObject({ from: '2025-01-01', to: '2025-03-31' });
  });

  it.each(['2026-Q5', '2026-Q0', '26', '2026-07', '2026-q1', ' 2026', ''])('%j is no period', (period) => {
    expect(discountStatementPeriod(period)).toBeUndefined();
  });
});
