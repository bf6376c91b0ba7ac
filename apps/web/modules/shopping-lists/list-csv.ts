import { shoppingListMaxLines, shoppingListNoteMaxLength } from '@chairside/contracts';
import { quantityProblem } from '@chairside/domain';
import Papa from 'papaparse';
import { csvColumns, csvMaxBytes, csvTexts, requiredColumns } from './csv-rules';

/**
 * A shopping list as CSV (issue 15): export writes these columns, import reads them back (the round trip), or a
 * pasted column of item numbers with optional quantities. Parsing is papaparse's (quoted fields, embedded commas
 * and line breaks, BOMs); the rules of what a line may be are here.
 */
export interface CsvLine {
  itemNumber: string;
  uom: string;
  quantity: number;
  sku: string;
  name: string;
  note: string;
}

export interface ImportLine {
  /** 1-based line of the file or pasted text (the header is line 1 of a file). */
  line: number;
  /** What the line names: a sku, or an item number (with a unit of measure when given). */
  code: string;
  uom?: string;
  sku?: string;
  quantity: number;
  note?: string;
}

export interface ImportProblem {
  line: number;
  code: string;
  message: string;
}

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection): such cells get a leading quote. */
const formulaStart = /^[=+\-@\t\r]/;
export const safeCell = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

export function listToCsv(lines: readonly CsvLine[]): string {
  const rows = lines.map((line) =>
    [line.itemNumber, line.uom, String(line.quantity), line.sku, line.name, line.note].map(safeCell),
  );
  // Every cell quoted, CRLF rows (RFC 4180), so spreadsheets read item numbers with leading zeros as text.
  return Papa.unparse({ fields: [...csvColumns], data: rows }, { quotes: true, newline: '\r\n' });
}

/** Strict UTF-8: a file in another encoding is refused instead of importing mangled names and notes. */
export function decodeCsv(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.byteLength > csvMaxBytes) return { ok: false, message: csvTexts.tooLarge };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: csvTexts.notUtf8 };
  }
}

/** A cell as written by our export (a leading quote guards a formula) or typed by a person. */
const cellText = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
};

function quantityOf(value: string): number | string {
  if (value === '') return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}

type ParseResult = { ok: true; lines: ImportLine[]; problems: ImportProblem[] } | { ok: false; message: string };

function tooMany(count: number): ParseResult | undefined {
  return count > shoppingListMaxLines ? { ok: false, message: csvTexts.tooManyLines } : undefined;
}

function checkedLine(
  line: number,
  code: string,
  quantityText: string,
  extra: Omit<ImportLine, 'line' | 'code' | 'quantity'>,
): ImportLine | ImportProblem {
  if (!code) return { line, code, message: csvTexts.codeMissing };
  const quantity = quantityOf(quantityText);
  const problem = quantityProblem(quantity, 1);
  if (problem) return { line, code, message: problem };
  return { line, code, quantity: quantity as number, ...extra };
}

function split(entries: (ImportLine | ImportProblem)[]): ParseResult {
  const lines = entries.filter((entry): entry is ImportLine => 'quantity' in entry);
  const problems = entries.filter((entry): entry is ImportProblem => 'message' in entry);
  if (lines.length === 0 && problems.length === 0) return { ok: false, message: csvTexts.empty };
  return { ok: true, lines, problems };
}

/** An exported (or hand-made) CSV file: the header must name our columns; every line is checked on its own. */
export function parseListCsv(text: string): ParseResult {
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const fields = parsed.meta.fields ?? [];
  const known = new Set<string>(csvColumns);
  if (!requiredColumns.every((column) => fields.includes(column)) || fields.some((field) => !known.has(field)))
    return { ok: false, message: csvTexts.wrongHeader };
  const limit = tooMany(parsed.data.length);
  if (limit) return limit;
  const rowErrors = new Set(parsed.errors.map((error) => error.row));
  return split(
    parsed.data.map((row, index) => {
      const line = index + 2;
      const code = cellText(row.item_number);
      if (rowErrors.has(index)) return { line, code, message: csvTexts.unreadable };
      const uom = cellText(row.uom);
      const sku = cellText(row.sku);
      const note = cellText(row.note).slice(0, shoppingListNoteMaxLength);
      return checkedLine(line, code || sku, cellText(row.quantity), {
        ...(uom ? { uom } : {}),
        ...(sku ? { sku } : {}),
        ...(note ? { note } : {}),
      });
    }),
  );
}

/** Pasted item numbers, one a line, each optionally followed by a quantity (comma, tab or spaces between). */
export function parsePastedCodes(text: string): ParseResult {
  const rows = text
    .split(/\r?\n/)
    .map((raw, index) => ({
      line: index + 1,
      parts: raw
        .trim()
        .split(/[\s,;]+/)
        .filter(Boolean),
    }))
    .filter((row) => row.parts.length > 0);
  const limit = tooMany(rows.length);
  if (limit) return limit;
  return split(rows.map((row) => checkedLine(row.line, row.parts[0]!, row.parts[1] ?? '', {})));
}
