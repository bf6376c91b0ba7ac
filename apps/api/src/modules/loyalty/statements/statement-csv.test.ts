import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { dollars, lineHeaders, renderStatementCsv } from './statement-csv';
import { sampleLine, sampleStatement } from './statement-samples.test-fixture';

/** The CSV as a spreadsheet reads it: rows of cells. */
function cellsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: false }).data;
}
const valueOf = (rows: string[][], label: string) => rows.find((row) => row[0] === label)?.slice(1);

describe('discount statement CSV', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1_920, '19.20'],
    [123_456_789, '1234567.89'],
    [-250, '-2.50'],
  ])('%i cents are %s dollars', (cents, text) => expect(dollars(cents)).toBe(text));

  it('has the header facts, one row per line under the column headers, and the totals', () => {
    const rows = cellsOf(
      renderStatementCsv(
        sampleStatement([
          sampleLine({ name: 'Composite, shade A2, "universal", 4 g' }),
          sampleLine({ invoiceNumber: 'IN5000102', issuedOn: '2026-03-09', purchaseOrderNumber: null, position: 2 }),
        ]),
      ),
    );
    expect(valueOf(rows, 'Office')).toEqual(['Maple Street Family Dentistry']);
    expect(valueOf(rows, 'Period')).toEqual(['Q1 2026 (Jan–Mar)']);
    expect(valueOf(rows, 'From')).toEqual(['2026-01-01']);
    expect(valueOf(rows, 'To')).toEqual(['2026-03-31']);
    expect(valueOf(rows, 'Generated')).toEqual(['2026-05-10']);
    expect(valueOf(rows, 'Note')![0]).toMatch(/ASAP loyalty discounts.*federal health-care programmes.*safe harbour/);

    const headerAt = rows.findIndex((row) => row[0] === 'Invoice number');
    expect(rows[headerAt]).toEqual(lineHeaders);
    expect(rows[headerAt + 1]).toEqual([
      'IN5000101',
      '2026-02-03',
      'CS100101',
      'PO-4711',
      'CS-10042-BX',
      '10042',
      'BX',
      'Composite, shade A2, "universal", 4 g',
      'consumables',
      '3',
      '20.00',
      '4',
      '0.80',
      '2.40',
      '57.60',
    ]);
    expect(rows[headerAt + 2]!.slice(0, 4)).toEqual(['IN5000102', '2026-03-09', 'CS100101', '']);
    expect(rows[headerAt + 3]).toEqual(['']);
    expect(valueOf(rows, 'Discounted lines')).toEqual(['2']);
    expect(valueOf(rows, 'Gross before discount')).toEqual(['120.00']);
    expect(valueOf(rows, 'Discount')).toEqual(['4.80']);
    expect(valueOf(rows, 'Net')).toEqual(['115.20']);
  });

  it('states an empty period with zero totals', () => {
    const rows = cellsOf(renderStatementCsv(sampleStatement([], '2025')));
    const headerAt = rows.findIndex((row) => row[0] === 'Invoice number');
    expect(rows[headerAt + 1]).toEqual(['']);
    expect(valueOf(rows, 'Period')).toEqual(['Year 2025']);
    expect(valueOf(rows, 'Discounted lines')).toEqual(['0']);
    expect(valueOf(rows, 'Net')).toEqual(['0.00']);
  });

  it('keeps a description that starts like a formula as text', () => {
    const rows = cellsOf(renderStatementCsv(sampleStatement([sampleLine({ name: '=HYPERLINK("http://x")' })])));
    const headerAt = rows.findIndex((row) => row[0] === 'Invoice number');
    expect(rows[headerAt + 1]![7]).toBe(`'=HYPERLINK("http://x")`);
  });
});
