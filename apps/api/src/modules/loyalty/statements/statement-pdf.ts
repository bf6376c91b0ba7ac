import { distributor, support } from '@chairside/domain';
import {
  colors,
  contentWidth,
  ensureSpace,
  finish,
  fonts,
  letterhead,
  newPdf,
  page,
  printDate,
  printMoney,
  sectionLabel,
  type PdfOptions,
} from '../../invoices/pdf/pdf-document';
import { drawTable, type Column, type Row } from '../../invoices/pdf/pdf-table';
import { discountStatementNote, type DiscountStatement, type DiscountStatementLine } from './discount-statement';

// Portrait letter is 516 points wide: the invoice, order and PO go on a row above their invoice's lines, and the SKU
// and category under the description, so that the amounts keep a column each.
const lineColumns: Column[] = [
  { header: 'Item #', width: 54 },
  { header: 'Unit', width: 30 },
  { header: 'Description', width: 170, wraps: true },
  { header: 'Qty', width: 26, align: 'right' },
  { header: 'Unit price', width: 54, align: 'right' },
  { header: '%', width: 24, align: 'right' },
  { header: 'Unit disc.', width: 50, align: 'right' },
  { header: 'Line disc.', width: 52, align: 'right' },
  { header: 'Net', width: 56, align: 'right' },
];

const totalsColumns: Column[] = [
  { header: 'Discounted lines', width: 100, align: 'right' },
  { header: 'Gross before discount', width: 140, align: 'right' },
  { header: 'ASAP loyalty discount', width: 136, align: 'right' },
  { header: 'Net invoiced', width: 140, align: 'right' },
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The row that opens an invoice's lines: its number, date, order and PO. */
function invoiceRow(line: DiscountStatementLine): Row {
  const facts = [
    printDate(line.invoiceDate),
    line.orderNumber ? `Order ${line.orderNumber}` : undefined,
    line.poNumber ? `PO ${line.poNumber}` : undefined,
  ];
  return { cells: [line.invoiceNumber, '', facts.filter(Boolean).join(' · ')], bold: true, shaded: true };
}

function lineRows(lines: readonly DiscountStatementLine[], money: (cents: number) => string): Row[] {
  return lines.flatMap((line, index) => [
    ...(index === 0 || lines[index - 1]!.invoiceNumber !== line.invoiceNumber ? [invoiceRow(line)] : []),
    {
      cells: [
        line.itemNumber ?? line.sku,
        line.uom ?? '',
        `${line.description}\nSKU ${line.sku}${line.category ? ` · ${capitalized(line.category)}` : ''}`,
        String(line.quantity),
        money(line.unitPrice),
        `${line.loyaltyPercent}%`,
        money(line.unitDiscount),
        money(line.lineDiscount),
        money(line.net),
      ],
    },
  ]);
}

/**
 * The office's ASAP discount statement for a period: the letterhead with the office and period, what the discounts
 * are and why they are listed, every discounted invoice line grouped by invoice (the header repeated on each page),
 * then the totals. An empty period still states its zero totals.
 */
export function renderDiscountStatementPdf(statement: DiscountStatement, options: PdfOptions = {}): Promise<Buffer> {
  const { office, period, totals } = statement;
  const money = (cents: number) => printMoney(cents, statement.currency);
  const doc = newPdf(`ASAP discount statement ${period.period}`, options);
  let y = letterhead(doc, 'ASAP DISCOUNTS', [
    { label: 'Office', value: office.name },
    { label: 'Office number', value: office.number },
    { label: 'Period', value: period.label },
    { label: 'From', value: printDate(period.from) },
    { label: 'To', value: printDate(period.to) },
    { label: 'Generated', value: printDate(statement.generatedOn) },
  ]);

  doc.fillColor(colors.brand).font(fonts.bold).fontSize(12);
  // A period still running states what was invoiced so far.
  const soFar = statement.generatedOn < period.to ? ` (to ${printDate(statement.generatedOn)})` : '';
  doc.text(`Discount statement: ${period.label}${soFar}`, page.margin, y, { width: contentWidth });
  doc.moveDown(0.4).fillColor(colors.text).font(fonts.regular).fontSize(9);
  doc.text(discountStatementNote, { width: contentWidth });
  doc.moveDown(0.3).fillColor(colors.muted);
  doc.text(
    "Unit price is the price before the discount; % is the loyalty percentage; Net is the line's amount as invoiced.",
    { width: contentWidth },
  );
  y = doc.y + 14;

  const continued = () => {
    doc.fillColor(colors.muted).font(fonts.regular).fontSize(9);
    doc.text(
      `${distributor.name} · ASAP discount statement, ${period.label} · ${office.name} (continued)`,
      page.margin,
      page.margin,
      { width: contentWidth },
    );
    return doc.y + 10;
  };
  y = sectionLabel(doc, 'Discounted invoice lines', page.margin, y);
  y = drawTable(doc, lineColumns, lineRows(statement.lines, money), { y, continued });
  if (statement.lines.length === 0) {
    doc.fillColor(colors.muted).font(fonts.regular).fontSize(9);
    doc.text('No invoice of this period carried an ASAP loyalty discount.', page.margin, y + 6, {
      width: contentWidth,
    });
    y = doc.y;
  }

  y = ensureSpace(doc, y + 20, 60, continued);
  y = sectionLabel(doc, `Totals, ${period.label}`, page.margin, y);
  drawTable(
    doc,
    totalsColumns,
    [{ cells: [String(totals.lines), money(totals.gross), money(totals.discount), money(totals.net)], bold: true }],
    { y, continued },
  );
  return finish(doc, `Questions about ASAP loyalty? Call ${support.phone} or email ${support.email}.`);
}
