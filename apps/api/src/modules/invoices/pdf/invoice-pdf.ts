import type { Invoice } from '@chairside/contracts';
import { distributor, support, todayIn } from '@chairside/domain';
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
  stamp,
  type Pdf,
  type PdfOptions,
} from './pdf-document';
import { drawTable, type Column } from './pdf-table';

export interface InvoicePdfOptions extends PdfOptions {
  /** The distributor's time zone: a payment is dated by the day it settled there. */
  timeZone: string;
}

const lineColumns: Column[] = [
  { header: 'Item #', width: 62 },
  { header: 'Description', width: 214, wraps: true },
  { header: 'Unit', width: 40 },
  { header: 'Qty', width: 40, align: 'right' },
  { header: 'Unit price', width: 75, align: 'right' },
  { header: 'Amount', width: 85, align: 'right' },
];

const appliedColumns: Column[] = [
  { header: 'Date', width: 72 },
  { header: 'Reference', width: 74 },
  { header: 'Applied', width: 180, wraps: true },
  { header: 'Amount', width: 80, align: 'right' },
];

const stamps: Partial<Record<Invoice['status'], string>> = {
  Paid: colors.paid,
  Void: colors.void,
  Overdue: colors.overdue,
};

const termsOf = (invoice: Invoice) =>
  invoice.payment_method === 'card'
    ? 'Paid by card'
    : invoice.terms_days === 0
      ? 'Due on receipt'
      : `Net ${invoice.terms_days}`;

function addressBlock(doc: Pdf, label: string, address: Invoice['bill_to'], x: number, y: number, width: number) {
  const top = sectionLabel(doc, label, x, y, width);
  doc.fillColor(colors.text).fontSize(9.5);
  if (!address) return doc.font(fonts.regular).text('—', x, top, { width }).y;
  const heading = address.company ?? address.name;
  if (heading) doc.font(fonts.bold).text(heading, x, top, { width });
  doc.font(fonts.regular);
  if (address.company && address.name) doc.text(address.name, x, doc.y, { width });
  for (const line of address.lines) doc.text(line, x, heading ? doc.y : top, { width });
  if (address.shipping_account_number)
    doc.fillColor(colors.muted).text(`Shipping account ${address.shipping_account_number}`, x, doc.y, { width });
  return doc.y;
}

interface TotalsRow {
  label: string;
  amount: number;
  /** A total (the invoice total, the balance due): bold, with a rule or band before it. */
  total?: 'rule' | 'band';
}

/** Fees and shipping that apply, the total, what was applied, the balance. */
function totalsRows(invoice: Invoice): TotalsRow[] {
  const { fees } = invoice;
  const fee = (label: string, amount: number) => (amount === 0 ? [] : [{ label, amount }]);
  return [
    { label: 'Subtotal', amount: invoice.subtotal },
    ...fee('Handling fee', fees.handling),
    ...fee('Minimum order fee', fees.minimum_order),
    ...fee('Hazardous material fee', fees.hazardous),
    ...fee('Refrigerated shipping fee', fees.refrigerated),
    ...fee('Excessive weight fee', fees.excessive_weight),
    { label: 'Shipping', amount: invoice.shipping },
    { label: 'Invoice total', amount: invoice.total, total: 'rule' },
    ...fee('Payments applied', -invoice.paid),
    ...fee('Credits applied', -invoice.credited),
    {
      label: invoice.status === 'Void' ? 'Balance due (void)' : 'Balance due',
      amount: invoice.balance,
      total: 'band',
    },
  ];
}

const totalsWidth = 230;
const rowHeight = (row: TotalsRow) => (row.total ? 22 : 14);
const totalsHeight = (rows: readonly TotalsRow[]) => rows.reduce((sum, row) => sum + rowHeight(row), 0);

/** A discounted line's second line: the programme, category, percentage and what it took off. */
const loyaltyNote = (loyalty: NonNullable<Invoice['lines'][number]['loyalty']>, currency: string) =>
  `ASAP loyalty ${loyalty.percent}% (${loyalty.category}): ${printMoney(-loyalty.unit_saving, currency)} per unit, ${printMoney(-loyalty.total_saving, currency)} in all`;

/** The totals, right-aligned below the lines. Returns the y below them. */
function drawTotals(doc: Pdf, rows: readonly TotalsRow[], currency: string, y: number): number {
  const left = page.width - page.margin - totalsWidth;
  let at = y;
  for (const row of rows) {
    if (row.total === 'rule')
      doc
        .moveTo(left, at + 2)
        .lineTo(left + totalsWidth, at + 2)
        .lineWidth(0.75)
        .strokeColor(colors.rule)
        .stroke();
    if (row.total === 'band') doc.rect(left - 6, at + 1, totalsWidth + 6, rowHeight(row)).fill(colors.band);
    const textY = row.total ? at + 7 : at;
    doc
      .fillColor(colors.text)
      .font(row.total ? fonts.bold : fonts.regular)
      .fontSize(row.total ? 10.5 : 9.5);
    doc.text(row.label, left, textY, { width: 140 });
    doc.text(printMoney(row.amount, currency), left + 140, textY, { width: totalsWidth - 145, align: 'right' });
    at += rowHeight(row);
  }
  return at + 6;
}

/** The payments and credit memos applied to the invoice, oldest first. */
function appliedRows(invoice: Invoice, timeZone: string) {
  const money = (cents: number) => printMoney(-cents, invoice.currency);
  const entries = [
    ...invoice.payments.map((payment) => ({
      on: todayIn(timeZone, new Date(payment.paid_at)),
      cells: [
        payment.receipt_number,
        payment.card_brand && payment.card_last4
          ? `Card payment, ${payment.card_brand.toUpperCase()} ending ${payment.card_last4}`
          : 'Card payment',
        money(payment.amount),
      ],
    })),
    ...invoice.credits.map((credit) => ({
      on: credit.issued_on,
      cells: [credit.number, `Credit memo: ${credit.reason}`, money(credit.amount)],
    })),
  ];
  return entries
    .sort((a, b) => a.on.localeCompare(b.on))
    .map(({ on, cells }) => ({ cells: [printDate(on), ...cells] }));
}

/** A large, light word across the page (VOID), under everything drawn after it. */
function watermark(doc: Pdf, text: string) {
  doc.save();
  doc.rotate(-30, { origin: [page.width / 2, page.height / 2] });
  doc.fillColor(colors.void).fillOpacity(0.08).font(fonts.bold).fontSize(150);
  doc.text(text, 0, page.height / 2 - 75, { width: page.width, align: 'center', lineBreak: false });
  doc.restore();
}

/** The invoice as a customer files it: letterhead, addresses, lines across as many pages as needed, totals. */
export function renderInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const doc = newPdf(`Invoice ${invoice.number}`, options);
  const isVoid = invoice.status === 'Void';
  if (isVoid) {
    watermark(doc, 'VOID');
    doc.on('pageAdded', () => watermark(doc, 'VOID'));
  }
  let y = letterhead(doc, 'INVOICE', [
    { label: 'Invoice number', value: invoice.number },
    { label: 'Invoice date', value: printDate(invoice.issued_on) },
    { label: 'Due date', value: printDate(invoice.due_on) },
    { label: 'Terms', value: termsOf(invoice) },
    { label: 'PO number', value: invoice.po_number ?? '—' },
    { label: 'Order number', value: invoice.order_number ?? '—' },
  ]);
  const stampColor = stamps[invoice.status];
  if (stampColor) {
    // Left of the title, clear of the distributor's name.
    const titleWidth = doc.font(fonts.bold).fontSize(24).widthOfString('INVOICE');
    stamp(doc, invoice.status.toUpperCase(), stampColor, page.width - page.margin - titleWidth - 14, page.margin - 2);
  }

  const half = (contentWidth - 24) / 2;
  y =
    Math.max(
      addressBlock(doc, 'Bill to', invoice.bill_to, page.margin, y, half),
      addressBlock(doc, 'Ship to', invoice.ship_to, page.margin + half + 24, y, half),
    ) + 18;
  if (isVoid && invoice.void_reason) {
    doc.fillColor(colors.void).font(fonts.bold).fontSize(9.5);
    doc.text(`This invoice is void: ${invoice.void_reason}`, page.margin, y, { width: contentWidth });
    y = doc.y + 10;
  }

  const continued = () => {
    doc.fillColor(colors.muted).font(fonts.regular).fontSize(9);
    doc.text(`${distributor.name} · Invoice ${invoice.number} (continued)`, page.margin, page.margin, {
      width: contentWidth,
    });
    return doc.y + 10;
  };
  const money = (cents: number) => printMoney(cents, invoice.currency);
  y = drawTable(
    doc,
    lineColumns,
    invoice.lines.map((line) => ({
      cells: [
        line.item_number ?? line.sku,
        line.loyalty ? `${line.name}\n${loyaltyNote(line.loyalty, invoice.currency)}` : line.name,
        line.uom ?? '',
        String(line.quantity),
        money(line.unit_price),
        money(line.total),
      ],
    })),
    { y, continued },
  );

  const totals = totalsRows(invoice);
  y = drawTotals(doc, totals, invoice.currency, ensureSpace(doc, y + 14, totalsHeight(totals), continued));
  const applied = appliedRows(invoice, options.timeZone);
  if (applied.length > 0) {
    y = ensureSpace(doc, y + 12, 40 + 20 * Math.min(applied.length, 4), continued);
    y = drawTable(doc, appliedColumns, applied, {
      y: sectionLabel(doc, 'Payments and credits applied', page.margin, y),
      continued,
    });
  }
  if (invoice.loyalty_saving > 0) {
    y = ensureSpace(doc, y + 12, 30, continued);
    doc.fillColor(colors.text).font(fonts.regular).fontSize(9);
    doc.text(
      `Prices include ASAP loyalty discounts of ${printMoney(invoice.loyalty_saving, invoice.currency)}, shown on each discounted line. Discounts must be disclosed and reported where federal health-care programmes require it.`,
      page.margin,
      y,
      { width: contentWidth },
    );
    y = doc.y;
  }
  if (invoice.balance > 0 && !isVoid) {
    y = ensureSpace(doc, y + 16, 30, continued);
    doc.fillColor(colors.text).font(fonts.regular).fontSize(9);
    doc.text(
      `Please pay by ${printDate(invoice.due_on)}. Pay online under Account › Invoices at ${distributor.website}, or call ${support.phone}. Please quote invoice ${invoice.number} with any payment.`,
      page.margin,
      y,
      { width: contentWidth },
    );
  }
  return finish(doc, `Questions about this invoice? Call ${support.phone} or email ${support.email}.`);
}
