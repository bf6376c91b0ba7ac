import { addDays } from './plan-schedule';
import { agingBucketOf, type Aging } from './invoices';

/**
 * A monthly account statement (issue 17): the balance the month opened with, every invoice, payment and credit of
 * the month in date order with the running balance, the closing balance and its aging on the month's last day. Void
 * invoices are left out: they never were owed. Amounts are cents; dates are YYYY-MM-DD.
 */

export interface StatementInvoice {
  number: string;
  issuedOn: string;
  dueOn: string;
  total: number;
}

export interface StatementPayment {
  /** The receipt number. */
  reference: string;
  on: string;
  allocations: readonly { invoiceNumber: string; amount: number }[];
}

export interface StatementCredit {
  /** The credit memo number. */
  reference: string;
  on: string;
  invoiceNumber: string;
  amount: number;
  reason: string;
}

export interface StatementInput {
  /** YYYY-MM */
  month: string;
  /** Everything up to the month's end: earlier entries make the opening balance and the aging. */
  invoices: readonly StatementInvoice[];
  payments: readonly StatementPayment[];
  credits: readonly StatementCredit[];
  /** Today: a month still running is dated and aged today, not on its last day. */
  today?: string;
}

export type StatementEntry =
  | { kind: 'invoice'; on: string; reference: string; dueOn: string; amount: number; balance: number }
  | { kind: 'payment'; on: string; reference: string; invoices: string[]; amount: number; balance: number }
  | {
      kind: 'credit';
      on: string;
      reference: string;
      invoices: string[];
      reason: string;
      amount: number;
      balance: number;
    };

export interface Statement {
  month: string;
  from: string;
  to: string;
  openingBalance: number;
  entries: StatementEntry[];
  invoiced: number;
  paid: number;
  credited: number;
  closingBalance: number;
  /** The statement's date: the month's last day, or today while the month runs. */
  statementDate: string;
  /** The closing balance's aging on the statement date. */
  aging: Aging;
}

/** Is the text a statement month (YYYY-MM, month 01–12)? */
export const isStatementMonth = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** The first and last day of a YYYY-MM month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: addDays(`${next}-01`, -1) };
}

/** An entry before its running balance is known (Omit per member of the union). */
type UnbalancedEntry = StatementEntry extends infer Entry
  ? Entry extends unknown
    ? Omit<Entry, 'balance'>
    : never
  : never;

const kindOrder = { invoice: 0, credit: 1, payment: 2 } as const;

export function statementOf({ month, invoices, payments, credits, today }: StatementInput): Statement {
  const { from, to } = monthBounds(month);
  const statementDate = today !== undefined && today < to ? today : to;
  const owed = new Map<string, { issuedOn: string; left: number }>();
  const entries: UnbalancedEntry[] = [];
  let openingBalance = 0;

  for (const invoice of invoices) {
    if (invoice.issuedOn > to) continue;
    owed.set(invoice.number, { issuedOn: invoice.issuedOn, left: invoice.total });
    if (invoice.issuedOn < from) openingBalance += invoice.total;
    else
      entries.push({
        kind: 'invoice',
        on: invoice.issuedOn,
        reference: invoice.number,
        dueOn: invoice.dueOn,
        amount: invoice.total,
      });
  }
  const applied = (on: string, reference: string, parts: [string, number][], reason?: string) => {
    if (on > to) return;
    let amount = 0;
    const numbers: string[] = [];
    for (const [invoiceNumber, part] of parts) {
      const invoice = owed.get(invoiceNumber);
      if (!invoice) continue;
      invoice.left -= part;
      amount += part;
      numbers.push(invoiceNumber);
    }
    if (amount === 0) return;
    if (on < from) openingBalance -= amount;
    else if (reason === undefined) entries.push({ kind: 'payment', on, reference, invoices: numbers, amount: -amount });
    else entries.push({ kind: 'credit', on, reference, invoices: numbers, reason, amount: -amount });
  };
  for (const payment of payments)
    applied(
      payment.on,
      payment.reference,
      payment.allocations.map(({ invoiceNumber, amount }) => [invoiceNumber, amount]),
    );
  for (const credit of credits)
    applied(credit.on, credit.reference, [[credit.invoiceNumber, credit.amount]], credit.reason);

  entries.sort(
    (a, b) =>
      a.on.localeCompare(b.on) || kindOrder[a.kind] - kindOrder[b.kind] || a.reference.localeCompare(b.reference),
  );
  let balance = openingBalance;
  const withBalances = entries.map((entry) => {
    balance += entry.amount;
    return { ...entry, balance } as StatementEntry;
  });
  const sumOf = (kind: StatementEntry['kind']) =>
    withBalances.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + Math.abs(entry.amount), 0);
  const aging: Aging = { days0To30: 0, days31To60: 0, days61To90: 0, days90Plus: 0 };
  for (const { issuedOn, left } of owed.values()) if (left > 0) aging[agingBucketOf(issuedOn, statementDate)] += left;
  return {
    month,
    from,
    to,
    openingBalance,
    entries: withBalances,
    invoiced: sumOf('invoice'),
    paid: sumOf('payment'),
    credited: sumOf('credit'),
    closingBalance: balance,
    statementDate,
    aging,
  };
}
