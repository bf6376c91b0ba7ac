import { describe, expect, it } from 'vitest';
import { sampleLine, sampleStatement } from './statement-samples.test-fixture';

describe('discount statement', () => {
  it('prices each line before the discount and totals lines, gross, discount and net', () => {
    const statement = sampleStatement([
      sampleLine(),
      sampleLine({ position: 2, quantity: 2, unitPrice: 9_700, unitSaving: 300, loyaltyPercent: 3 }),
    ]);
    expect(statement.lines[0]).toMatchObject({
      invoiceNumber: 'IN5000101',
      invoiceDate: '2026-02-03',
      unitPrice: 2_000,
      unitDiscount: 80,
      lineDiscount: 240,
      net: 5_760,
    });
    expect(statement.lines[1]).toMatchObject({ unitPrice: 10_000, lineDiscount: 600, net: 19_400 });
    expect(statement.totals).toEqual({ lines: 2, gross: 26_000, discount: 840, net: 25_160 });
    expect(statement.totals.gross - statement.totals.discount).toBe(statement.totals.net);
  });

  it('states an empty period with zero totals', () => {
    expect(sampleStatement([]).totals).toEqual({ lines: 0, gross: 0, discount: 0, net: 0 });
  });
});
