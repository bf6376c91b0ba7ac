import { shoppingListMaxLines } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { csvTexts } from './csv-rules';
import { decodeCsv, listToCsv, parseListCsv, parsePastedCodes, safeCell } from './list-csv';

const line = (overrides: Partial<Parameters<typeof listToCsv>[0][number]> = {}) => ({
  itemNumber: '0012345',
  uom: 'BX',
  quantity: 2,
  sku: 'CS-0012345-BX',
  name: 'Nitrile gloves, "large"',
  note: 'for room 2, top shelf',
  ...overrides,
});

describe('listToCsv', () => {
  it('writes the header and quoted cells that parse back to the same lines', () => {
    const csv = listToCsv([line(), line({ itemNumber: '0099', uom: 'CS', quantity: 1, note: 'multi\nline' })]);
    expect(csv.split('\r\n')[0]).toBe('"item_number","uom","quantity","sku","name","note"');
    const parsed = parseListCsv(csv);
    expect(parsed).toEqual({
      ok: true,
      problems: [],
      lines: [
        { line: 2, code: '0012345', uom: 'BX', sku: 'CS-0012345-BX', quantity: 2, note: 'for room 2, top shelf' },
        { line: 3, code: '0099', uom: 'CS', sku: 'CS-0012345-BX', quantity: 1, note: 'multi\nline' },
      ],
    });
  });

  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\t=1'])('never starts a cell with a formula: %j', (value) => {
    const csv = listToCsv([line({ name: value, note: value })]);
    const cells = csv.split('\r\n')[1]!.split('","');
    expect(cells[4]).toBe(`'${value.replace(/"/g, '""')}`);
    expect(cells.every((cell) => !/^"?[=+\-@]/.test(cell))).toBe(true);
    // The guard is taken off again on import.
    const parsed = parseListCsv(csv);
    expect(parsed.ok && parsed.lines[0]!.note).toBe(value);
  });

  it('leaves ordinary cells alone', () => {
    expect(safeCell('Gloves')).toBe('Gloves');
    expect(safeCell('1-2')).toBe('1-2');
  });
});

describe('parseListCsv', () => {
  it('refuses a wrong header', () => {
    expect(parseListCsv('code,amount\nA,1')).toEqual({ ok: false, message: csvTexts.wrongHeader });
    expect(parseListCsv('item_number,quantity,price\nA,1,2')).toEqual({ ok: false, message: csvTexts.wrongHeader });
  });

  it('accepts the required columns in any order and case, with a BOM', () => {
    expect(parseListCsv('\uFEFFQuantity,Item Number\r\n3,0012345\r\n')).toEqual({
      ok: true,
      problems: [],
      lines: [{ line: 2, code: '0012345', quantity: 3 }],
    });
  });

  it('reports bad quantities per line and keeps the good ones', () => {
    const parsed = parseListCsv('item_number,quantity\nA,0\nB,-1\nC,1.5\nD,1000000000\nE,x\nF,4\nG,');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.lines.map((entry) => [entry.code, entry.quantity])).toEqual([
      ['F', 4],
      ['G', 1],
    ]);
    expect(parsed.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [2, 'A'],
      [3, 'B'],
      [4, 'C'],
      [5, 'D'],
      [6, 'E'],
    ]);
  });

  it('refuses more lines than a list holds', () => {
    const rows = Array.from({ length: shoppingListMaxLines + 1 }, (_, index) => `I${index},1`);
    expect(parseListCsv(`item_number,quantity\n${rows.join('\n')}`)).toEqual({
      ok: false,
      message: csvTexts.tooManyLines,
    });
  });

  it('says so when there is nothing to import', () => {
    expect(parseListCsv('item_number,quantity\n\n')).toEqual({ ok: false, message: csvTexts.empty });
  });
});

describe('decodeCsv', () => {
  it('decodes UTF-8 and refuses other encodings and big files', () => {
    expect(decodeCsv(new TextEncoder().encode('item_number,quantity\nÄ,1'))).toEqual({
      ok: true,
      text: 'item_number,quantity\nÄ,1',
    });
    expect(decodeCsv(new Uint8Array([0x41, 0xc4, 0x0a]))).toEqual({ ok: false, message: csvTexts.notUtf8 });
    expect(decodeCsv(new Uint8Array(1024 * 1024 + 1))).toEqual({ ok: false, message: csvTexts.tooLarge });
  });
});

describe('parsePastedCodes', () => {
  it('reads one item number a line with an optional quantity', () => {
    expect(parsePastedCodes('0012345\n\n  0099, 3\n0100\t0')).toEqual({
      ok: true,
      lines: [
        { line: 1, code: '0012345', quantity: 1 },
        { line: 3, code: '0099', quantity: 3 },
      ],
      problems: [{ line: 4, code: '0100', message: expect.any(String) }],
    });
  });
});
