import { statementOf } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { sampleStatementInput } from './pdf-samples.test-fixture';
import { pdfText } from './pdf-text.test-fixture';
import { renderStatementPdf } from './statement-pdf';

const account = { name: 'Bright Smiles Dental', number: 'office-bright-smiles', currency: 'USD' };
const render = (month: string) =>
  renderStatementPdf(statementOf({ ...sampleStatementInput, month }), account, { compress: false });

describe('statement PDF', () => {
  it("states the month's opening balance, each entry with its running balance, the closing balance and aging", async () => {
    const pdf = await render('2026-03');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const runs = pdfText(pdf);
    const text = runs.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'STATEMENT',
      'Bright Smiles Dental',
      'office-bright-smiles',
      'Opening balance',
      '$1,200.00',
      'IN5000003',
      'Due Apr 3, 2026',
      '$1,450.50',
      'RC9000001',
      'Card payment on IN5000001, IN5000002',
      '-$900.00',
      '$550.50',
      'CM7000001',
      '-$25.00',
      'IN5000004',
      'Closing balance',
      '$1,138.25',
      // Aging on Mar 31: IN5000002 (Feb 14) is 45 days old, the March invoices 0–30.
      '$838.25',
      '$300.00',
    ])
      expect(text).toContain(expected);
    // Entries in date order.
    expect(runs.indexOf('IN5000003')).toBeLessThan(runs.indexOf('RC9000001'));
    expect(runs.indexOf('CM7000001')).toBeLessThan(runs.indexOf('IN5000004'));
  });

  it('gives a month without activity both balances and says there was none', async () => {
    const text = pdfText(await render('2026-05')).join('\n');
    expect(text).toContain('No invoices, payments or credits this month.');
    expect(text.match(/\$1,138\.25/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('-$0.00');
  });
});
