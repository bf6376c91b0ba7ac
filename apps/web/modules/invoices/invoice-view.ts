import type { InvoiceListItem, InvoiceStatusValue } from '@chairside/contracts';

/** How an invoice's status reads on the page. */
export const statusLabels: Record<InvoiceStatusValue, string> = {
  Open: 'Open',
  PartiallyPaid: 'Partially paid',
  Paid: 'Paid',
  Overdue: 'Overdue',
  Void: 'Void',
};

/** The tone of a status badge. */
export const statusTones: Record<InvoiceStatusValue, 'waiting' | 'moving' | 'done' | 'late' | 'stopped'> = {
  Open: 'waiting',
  PartiallyPaid: 'moving',
  Paid: 'done',
  Overdue: 'late',
  Void: 'stopped',
};

/** May a payment take anything from it now (not paid or void, nothing held by a payment in progress)? */
export const isPayable = (invoice: Pick<InvoiceListItem, 'status' | 'payable'>) =>
  invoice.status !== 'Paid' && invoice.status !== 'Void' && invoice.payable > 0;

// Calendar dates (YYYY-MM-DD) are the distributor's days already: formatted as they are, in UTC.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** "Mar 14, 2026" */
export const formatCalendarDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/** "March 2026" for 2026-03 */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The `count` statement months up to the one `today` is in, newest first (YYYY-MM). */
export function statementMonths(today: string, count = 12): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
