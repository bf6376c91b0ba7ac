import { describe, expect, it } from 'vitest';
import { pdfText } from '../../invoices/pdf/pdf-text.test-fixture';
import { renderDiscountStatementPdf } from './statement-pdf';
import { sampleLine, sampleStatement } from './statement-samples.test-fixture';

/** The PDF's text runs; pdfText reads bytes as Latin-1, where the built-in fonts' WinAnsi has the en dash at 0x96. */
const textRuns = (pdf: Buffer) => pdfText(pdf).map((run) => run.replaceAll('\x96', '–'));
const render = (...args: Parameters<typeof sampleStatement>) =>
  renderDiscountStatementPdf(sampleStatement(...args), { compress: false });

describe('discount statement PDF', () => {
  it('names the office and period, explains the discounts, lists each line under its invoice and totals them', async () => {
    const pdf = await render([
      sampleLine(),
      sampleLine({
        position: 2,
        sku: 'CS-20077-EA',
        itemNumber: '20077',
        uom: 'EA',
        asapProductCategory: 'instruments',
      }),
      sampleLine({ invoiceNumber: 'IN5000102', issuedOn: '2026-03-09', purchaseOrderNumber: null }),
    ]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const runs = textRuns(pdf);
    const text = runs.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'ASAP DISCOUNTS',
      'Maple Street Family Dentistry',
      'office-maple-street',
      'Q1 2026 (Jan–Mar)',
      'Jan 1, 2026',
      'Mar 31, 2026',
      'May 10, 2026',
      'federal health-care programmes',
      'IN5000101',
      'Feb 3, 2026 · Order CS100101 · PO PO-4711',
      'Mar 9, 2026 · Order CS100101',
      'Nitrile exam gloves, powder-free, size M',
      'SKU CS-20077-EA · Instruments',
      '$20.00',
      '4%',
      '$0.80',
      '$2.40',
      '$57.60',
      // Totals: 3 lines, $180.00 gross, $7.20 off, $172.80 invoiced.
      '$180.00',
      '$7.20',
      '$172.80',
    ])
      expect(text).toContain(expected);
    // One row opens each invoice, before its lines.
    expect(runs.filter((run) => run === 'IN5000101')).toHaveLength(1);
    expect(runs.indexOf('IN5000101')).toBeLessThan(runs.indexOf('20077'));
    expect(runs.indexOf('20077')).toBeLessThan(runs.indexOf('IN5000102'));
  });

  it('repeats the table header on every page of a long statement', async () => {
    const lines = Array.from({ length: 80 }, (_, index) =>
      sampleLine({ invoiceNumber: `IN${5000200 + Math.floor(index / 4)}`, position: (index % 4) + 1 }),
    );
    const runs = textRuns(await render(lines, '2026'));
    // Each page's text ends with its footer.
    const pages: string[][] = [[]];
    for (const run of runs) {
      pages.at(-1)!.push(run);
      if (/^Page \d+ of \d+$/.test(run)) pages.push([]);
    }
    pages.pop();
    const withLines = pages.filter((page) => page.includes('10042'));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) {
      expect(page).toContain('Unit disc.');
      expect(page.indexOf('Unit disc.')).toBeLessThan(page.indexOf('10042'));
    }
    expect(pages.slice(1).every((page) => page.some((run) => run.includes('(continued)')))).toBe(true);
    expect(runs.join(' ')).toContain('$4,608.00');
  });

  it('says when a period still runs', async () => {
    const running = textRuns(await render([], '2026')).join(' ');
    expect(running).toContain('Discount statement: Year 2026 (to May 10, 2026)');
    const ended = textRuns(await render([], '2026-Q1')).join(' ');
    expect(ended).toContain('Discount statement: Q1 2026 (Jan–Mar)');
    expect(ended).not.toContain('(to ');
  });

  it('says an empty period had no discounted line and totals zero', async () => {
    const text = textRuns(await render([], '2025')).join(' ');
    expect(text).toContain('Year 2025');
    expect(text).toContain('No invoice of this period carried an ASAP loyalty discount.');
    expect(text).toContain('$0.00');
  });
});
