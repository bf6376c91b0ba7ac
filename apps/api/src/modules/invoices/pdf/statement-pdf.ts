import { distributor, support, type Statement, type StatementEntry } from '@chairside/domain';
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
} from './pdf-document';
import { drawTable, type Column, type Row } from './pdf-table';

export interface StatementAccount {
  name: string;
  number: string;
  currency: string;
}

const entryColumns: Column[] = [
  { header: 'Date', width: 70 },
  { header: 'Activity', width: 58 },
  { header: 'Reference', width: 74 },
  { header: 'Details', width: 154, wraps: true },
  { header: 'Amount', width: 80, align: 'right' },
  { header: 'Balance', width: 80, align: 'right' },
];

const agingColumns: Column[] = [
  { header: '0–30 days', width: 103, align: 'right' },
  { header: '31–60 days', width: 103, align: 'right' },
  { header: '61–90 days', width: 103, align: 'right' },
  { header: 'Over 90 days', width: 103, align: 'right' },
  { header: 'Total due', width: 104, align: 'right' },
];

const activityOf: Record<StatementEntry['kind'], string> = { invoice: 'Invoice', payment: 'Payment', credit: 'Credit' };

function detailsOf(entry: StatementEntry): string {
  switch (entry.kind) {
    case 'invoice':
      return `Due ${printDate(entry.dueOn)}`;
    case 'payment':
      return `Card payment on ${entry.invoices.join(', ')}`;
    case 'credit':
      return `${entry.reason} (${entry.invoices.join(', ')})`;
  }
}

/**
 * A month's statement: the balance it opened with, each invoice, payment and credit of the month with the running
 * balance, the closing balance and its aging on the statement date (the month's last day, or today while it runs). A month without activity still states both
 * balances.
 */
export function renderStatementPdf(
  statement: Statement,
  account: StatementAccount,
  options: PdfOptions = {},
): Promise<Buffer> {
  const money = (cents: number) => printMoney(cents, account.currency);
  const doc = newPdf(`Statement ${statement.month}`, options);
  let y = letterhead(doc, 'STATEMENT', [
    { label: 'Account', value: account.name },
    { label: 'Account number', value: account.number },
    { label: 'Period', value: `${printDate(statement.from)} – ${printDate(statement.to)}` },
    { label: 'Statement date', value: printDate(statement.statementDate) },
  ]);

  // The month at a glance: five boxes from opening to closing balance.
  const glance: [string, number][] = [
    ['Opening balance', statement.openingBalance],
    ['Invoiced', statement.invoiced],
    ['Payments', 0 - statement.paid],
    ['Credits', 0 - statement.credited],
    ['Closing balance', statement.closingBalance],
  ];
  const boxWidth = contentWidth / glance.length;
  for (const [index, [label, amount]] of glance.entries()) {
    const x = page.margin + index * boxWidth;
    const last = index === glance.length - 1;
    doc.rect(x + 2, y, boxWidth - 4, 44).fill(last ? colors.brand : colors.band);
    doc
      .fillColor(last ? '#ffffff' : colors.muted)
      .font(fonts.regular)
      .fontSize(8);
    doc.text(label.toUpperCase(), x + 8, y + 8, { width: boxWidth - 16 });
    doc
      .fillColor(last ? '#ffffff' : colors.text)
      .font(fonts.bold)
      .fontSize(12);
    doc.text(money(amount), x + 8, y + 22, { width: boxWidth - 16 });
  }
  y += 62;

  const continued = () => {
    doc.fillColor(colors.muted).font(fonts.regular).fontSize(9);
    doc.text(
      `${distributor.name} · Statement ${statement.month}, ${account.name} (continued)`,
      page.margin,
      page.margin,
      {
        width: contentWidth,
      },
    );
    return doc.y + 10;
  };
  const rows: Row[] = [
    {
      cells: [printDate(statement.from), '', '', 'Opening balance', '', money(statement.openingBalance)],
      shaded: true,
    },
    ...statement.entries.map((entry) => ({
      cells: [
        printDate(entry.on),
        activityOf[entry.kind],
        entry.reference,
        detailsOf(entry),
        money(entry.amount),
        money(entry.balance),
      ],
    })),
    {
      cells: [printDate(statement.to), '', '', 'Closing balance', '', money(statement.closingBalance)],
      shaded: true,
      bold: true,
    },
  ];
  y = sectionLabel(doc, 'Account activity', page.margin, y);
  y = drawTable(doc, entryColumns, rows, { y, continued });
  if (statement.entries.length === 0) {
    doc.fillColor(colors.muted).font(fonts.regular).fontSize(9);
    doc.text('No invoices, payments or credits this month.', page.margin, y + 6, { width: contentWidth });
    y = doc.y;
  }

  y = ensureSpace(doc, y + 20, 70, continued);
  y = sectionLabel(
    doc,
    `Aging of the closing balance on ${printDate(statement.statementDate)} (days since invoiced)`,
    page.margin,
    y,
  );
  const { aging } = statement;
  drawTable(
    doc,
    agingColumns,
    [
      {
        cells: [
          money(aging.days0To30),
          money(aging.days31To60),
          money(aging.days61To90),
          money(aging.days90Plus),
          money(aging.days0To30 + aging.days31To60 + aging.days61To90 + aging.days90Plus),
        ],
        bold: true,
      },
    ],
    { y, continued },
  );
  return finish(doc, `Questions about your account? Call ${support.phone} or email ${support.email}.`);
}
