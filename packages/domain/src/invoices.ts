import { addDays, daysBetween } from './plan-schedule';

/**
 * Invoices (issue 17). An invoice is written when its order ships: on account it is Open and due after the office's
 * terms; paid by card it is Paid at once (the receipt). Amounts are cents; dates are calendar dates (YYYY-MM-DD) in
 * the distributor's time zone.
 */

/** What is stored: Overdue is not stored, it is an Open or PartiallyPaid invoice past its due date (see invoiceStatus). */
export const storedInvoiceStatuses = ['Open', 'PartiallyPaid', 'Paid', 'Void'] as const;
export type StoredInvoiceStatus = (typeof storedInvoiceStatuses)[number];

/** What a customer sees. */
export const invoiceStatuses = ['Open', 'PartiallyPaid', 'Paid', 'Overdue', 'Void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Net 30: the terms of an office on account. */
export const net30TermsDays = 30;

export interface InvoiceAmounts {
  total: number;
  /** Paid by card (settled payments). */
  paid: number;
  /** Taken off by credit memos. */
  credited: number;
}

/** What is still owed: never negative (the database refuses payments and credits above the total). */
export const balanceOf = ({ total, paid, credited }: InvoiceAmounts) => Math.max(0, total - paid - credited);

/** The due date: the issue date plus the terms (0 days for a card receipt, which is paid when issued). */
export const dueDateOf = (issuedOn: string, termsDays: number) => addDays(issuedOn, termsDays);

/** The status stored after a payment or credit: Paid at no balance, PartiallyPaid once something was applied. */
export function storedStatusOf(amounts: InvoiceAmounts): Exclude<StoredInvoiceStatus, 'Void'> {
  if (balanceOf(amounts) === 0) return 'Paid';
  return amounts.paid + amounts.credited > 0 ? 'PartiallyPaid' : 'Open';
}

/**
 * The status a customer sees on `today`: a stored Open or PartiallyPaid invoice whose due date has passed is Overdue
 * (being late matters more than having paid a part).
 */
export function invoiceStatus(stored: StoredInvoiceStatus, dueOn: string, today: string): InvoiceStatus {
  if ((stored === 'Open' || stored === 'PartiallyPaid') && today > dueOn) return 'Overdue';
  return stored;
}

/** The stored statuses and due-date condition a status filter means (so a database can filter without the rule). */
export function storedFilterOf(status: InvoiceStatus): { stored: StoredInvoiceStatus[]; due?: 'past' | 'notPast' } {
  switch (status) {
    case 'Overdue':
      return { stored: ['Open', 'PartiallyPaid'], due: 'past' };
    case 'Open':
    case 'PartiallyPaid':
      return { stored: [status], due: 'notPast' };
    default:
      return { stored: [status] };
  }
}

/**
 * Aging buckets of what is owed, by the age of each invoice (days since it was issued), as distributors' statements
 * show it: 0–30 days is current under Net 30, the later buckets are increasingly late.
 */
export const agingBuckets = ['days0To30', 'days31To60', 'days61To90', 'days90Plus'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export type Aging = Record<AgingBucket, number>;

export function agingBucketOf(issuedOn: string, today: string): AgingBucket {
  const age = daysBetween(issuedOn, today);
  if (age <= 30) return 'days0To30';
  if (age <= 60) return 'days31To60';
  if (age <= 90) return 'days61To90';
  return 'days90Plus';
}

export interface OwedInvoice {
  issuedOn: string;
  dueOn: string;
  balance: number;
}

export interface AccountSummary {
  openBalance: number;
  openCount: number;
  overdueBalance: number;
  overdueCount: number;
  aging: Aging;
}

/** The account's summary on `today` from its unpaid, not void invoices. */
export function accountSummary(invoices: readonly OwedInvoice[], today: string): AccountSummary {
  const aging: Aging = { days0To30: 0, days31To60: 0, days61To90: 0, days90Plus: 0 };
  const summary: AccountSummary = { openBalance: 0, openCount: 0, overdueBalance: 0, overdueCount: 0, aging };
  for (const invoice of invoices) {
    if (invoice.balance <= 0) continue;
    summary.openBalance += invoice.balance;
    summary.openCount += 1;
    if (today > invoice.dueOn) {
      summary.overdueBalance += invoice.balance;
      summary.overdueCount += 1;
    }
    aging[agingBucketOf(invoice.issuedOn, today)] += invoice.balance;
  }
  return summary;
}
