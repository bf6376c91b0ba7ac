import Papa from 'papaparse';
import { discountStatementNote, type DiscountStatement } from './discount-statement';

/** Cents as dollars with two decimals, from integers only (no float rounding): 123456 → "1234.56". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const lineHeaders = [
  'Invoice number',
  'Invoice date',
  'Order number',
  'PO number',
  'SKU',
  'Item number',
  'UOM',
  'Description',
  'ASAP category',
  'Quantity',
  'Unit price before discount',
  'Loyalty %',
  'Unit discount',
  'Line discount',
  'Line net amount',
];

/**
 * The statement as a spreadsheet opens it: the header facts as label/value rows, a blank row, the lines with their
 * column headers, a blank row, the totals. Dates are YYYY-MM-DD, money dollars with two decimals. A leading byte
 * order mark makes Excel read UTF-8; cells that start like a formula are quoted as text (CSV injection).
 */
export function renderStatementCsv(statement: DiscountStatement): string {
  const { office, period, totals } = statement;
  const rows: (string | number)[][] = [
    ['ASAP discount statement'],
    ['Office', office.name],
    ['Office number', office.number],
    ['Period', period.label],
    ['From', period.from],
    ['To', period.to],
    ['Generated', statement.generatedOn],
    ['Currency', statement.currency],
    ['Note', discountStatementNote],
    [],
    lineHeaders,
    ...statement.lines.map((line) => [
      line.invoiceNumber,
      line.invoiceDate,
      line.orderNumber ?? '',
      line.poNumber ?? '',
      line.sku,
      line.itemNumber ?? '',
      line.uom ?? '',
      line.description,
      line.category ?? '',
      line.quantity,
      dollars(line.unitPrice),
      line.loyaltyPercent,
      dollars(line.unitDiscount),
      dollars(line.lineDiscount),
      dollars(line.net),
    ]),
    [],
    ['Totals'],
    ['Discounted lines', totals.lines],
    ['Gross before discount', dollars(totals.gross)],
    ['Discount', dollars(totals.discount)],
    ['Net', dollars(totals.net)],
  ];
  return `\uFEFF${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
