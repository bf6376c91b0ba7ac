import { distributor, formatMoney, support } from '@chairside/domain';
import PDFDocument from 'pdfkit';

/**
 * The page, type and colours every account document (invoice, statement) shares, and the parts they both draw: the
 * letterhead, section labels and the footer. Built-in Helvetica only: no font files, nothing fetched.
 */

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  /** Deflate the page streams (the default); tests turn it off to read the text without a parser. */
  compress?: boolean;
}

export const page = { width: 612, height: 792, margin: 48 } as const;
export const contentWidth = page.width - 2 * page.margin;
const footerHeight = 36;
/** The lowest y a row of content may reach before it belongs on the next page. */
export const contentBottom = page.height - page.margin - footerHeight;

export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const colors = {
  brand: '#075985',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#cbd5e1',
  band: '#f1f5f9',
  paid: '#15803d',
  void: '#b91c1c',
  overdue: '#c2410c',
} as const;

export function newPdf(title: string, { compress = true }: PdfOptions = {}): Pdf {
  return new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    bufferPages: true,
    compress,
    info: { Title: title, Author: distributor.name, Creator: distributor.name },
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A calendar date (YYYY-MM-DD) as printed: Mar 5, 2026. */
export const printDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

export const printMoney = (cents: number, currency: string) => formatMoney(cents, currency);

export interface Fact {
  label: string;
  value: string;
}

/**
 * The distributor's name and address on the left, the document's title and facts (number, dates, ...) on the right.
 * Returns the y below both.
 */
export function letterhead(doc: Pdf, title: string, facts: readonly Fact[]): number {
  const top = page.margin;
  const left = page.margin;
  doc.fillColor(colors.brand).font(fonts.bold).fontSize(16).text(distributor.name, left, top, { width: 280 });
  doc.moveDown(0.3).fillColor(colors.text).font(fonts.regular).fontSize(9);
  for (const line of distributor.addressLines) doc.text(line, { width: 280 });
  doc.text(`${support.phone} · ${support.email}`, { width: 280 });
  doc.text(distributor.website, { width: 280 });
  const leftBottom = doc.y;

  const factsLeft = page.width - page.margin - 220;
  doc
    .fillColor(colors.brand)
    .font(fonts.bold)
    .fontSize(24)
    .text(title, factsLeft, top - 4, {
      width: 220,
      align: 'right',
    });
  let y = top + 30;
  doc.fontSize(9);
  for (const { label, value } of facts) {
    doc.fillColor(colors.muted).font(fonts.regular).text(label, factsLeft, y, { width: 100, lineBreak: false });
    doc
      .fillColor(colors.text)
      .font(fonts.bold)
      .text(value, factsLeft + 100, y, { width: 120, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  const bottom = Math.max(leftBottom, y) + 14;
  doc
    .moveTo(page.margin, bottom)
    .lineTo(page.width - page.margin, bottom)
    .lineWidth(1.5)
    .strokeColor(colors.brand)
    .stroke();
  return bottom + 16;
}

/** A small upper-case label above a section. */
export function sectionLabel(doc: Pdf, text: string, x: number, y: number, width = contentWidth): number {
  doc
    .fillColor(colors.muted)
    .font(fonts.bold)
    .fontSize(8)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  return doc.y + 3;
}

/** A status stamp: a coloured outlined label, e.g. PAID or VOID. */
export function stamp(doc: Pdf, text: string, color: string, x: number, y: number) {
  doc.font(fonts.bold).fontSize(14);
  const width = doc.widthOfString(text, { characterSpacing: 2 }) + 20;
  doc
    .roundedRect(x - width, y, width, 24, 4)
    .lineWidth(2)
    .strokeColor(color)
    .stroke();
  doc.fillColor(color).text(text, x - width, y + 6, { width, align: 'center', characterSpacing: 2 });
}

/** Starts a new page when `height` more points do not fit below `y`; returns where to go on. */
export function ensureSpace(doc: Pdf, y: number, height: number, continued: () => number): number {
  if (y + height <= contentBottom) return y;
  doc.addPage();
  return continued();
}

/** The footer of every page (the page count is known only at the end), then the bytes of the document. */
export function finish(doc: Pdf, note: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise start another page.
    doc.page.margins.bottom = 0;
    const y = page.height - page.margin - 12;
    doc
      .moveTo(page.margin, y - 8)
      .lineTo(page.width - page.margin, y - 8)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    doc.fillColor(colors.muted).font(fonts.regular).fontSize(8);
    doc.text(note, page.margin, y, { width: contentWidth - 80, lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, page.width - page.margin - 80, y, { width: 80, align: 'right' });
  }
  doc.end();
  return done;
}
