import { colors, contentBottom, fonts, page, type Pdf } from './pdf-document';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Only wrapping columns are measured; the others hold one short line (numbers, codes). */
  wraps?: boolean;
}

export interface Row {
  cells: readonly string[];
  bold?: boolean;
  /** A shaded row (opening and closing balances). */
  shaded?: boolean;
}

const padding = { x: 5, y: 4 };
const fontSize = 8.5;
const lineHeight = fontSize + 3.5;

export interface TableOptions {
  /** Where the table starts. */
  y: number;
  /** Draws what a continued page repeats above the table (e.g. the document's number) and returns the y below it. */
  continued: () => number;
}

/** A cell's text box: a column that does not wrap keeps to one line, cut with an ellipsis. */
const cellOptions = (column: Column): PDFKit.Mixins.TextOptions => ({
  width: column.width - 2 * padding.x,
  align: column.align ?? 'left',
  ...(column.wraps ? {} : { height: lineHeight, ellipsis: true }),
});

function headerRow(doc: Pdf, columns: readonly Column[], y: number): number {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  doc.rect(page.margin, y, width, lineHeight + 2 * padding.y).fill(colors.brand);
  doc.fillColor('#ffffff').font(fonts.bold).fontSize(fontSize);
  let x = page.margin;
  for (const column of columns) {
    doc.text(column.header, x + padding.x, y + padding.y, cellOptions(column));
    x += column.width;
  }
  return y + lineHeight + 2 * padding.y;
}

/**
 * A table that breaks across pages, its header repeated on each; rows never split. Returns the y below the last row.
 */
export function drawTable(doc: Pdf, columns: readonly Column[], rows: readonly Row[], options: TableOptions): number {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  let y = headerRow(doc, columns, options.y);
  for (const [index, row] of rows.entries()) {
    doc.font(row.bold ? fonts.bold : fonts.regular).fontSize(fontSize);
    const textHeight = columns.reduce(
      (tallest, column, at) =>
        column.wraps
          ? Math.max(tallest, doc.heightOfString(row.cells[at] ?? '', { width: column.width - 2 * padding.x }))
          : tallest,
      lineHeight,
    );
    const height = textHeight + 2 * padding.y;
    if (y + height > contentBottom) {
      doc.addPage();
      y = headerRow(doc, columns, options.continued());
      doc.font(row.bold ? fonts.bold : fonts.regular).fontSize(fontSize);
    }
    if (row.shaded || index % 2 === 1)
      doc.rect(page.margin, y, width, height).fill(row.shaded ? '#e2e8f0' : colors.band);
    doc.fillColor(colors.text);
    let x = page.margin;
    for (const [at, column] of columns.entries()) {
      doc.text(row.cells[at] ?? '', x + padding.x, y + padding.y, cellOptions(column));
      x += column.width;
    }
    y += height;
  }
  doc
    .moveTo(page.margin, y)
    .lineTo(page.margin + width, y)
    .lineWidth(0.75)
    .strokeColor(colors.rule)
    .stroke();
  return y;
}
